-- append queue tables whose bucket-key is a DECIMAL, a TIMESTAMP or several columns: streaming reads from the first snapshot and from the latest, batch reads, an INSERT SELECT into a scalable append table
CREATE TABLE Q (d DECIMAL(20,4), ts TIMESTAMP(6), s STRING, v INT) WITH ('bucket' = '3', 'bucket-key' = 'd,ts');
CREATE TABLE R (d DECIMAL(20,4), ts TIMESTAMP(6), s STRING, v INT) WITH ('bucket' = '2', 'bucket-key' = 's');
CREATE TABLE S (d DECIMAL(20,4), ts TIMESTAMP(6), s STRING, v INT);
INSERT INTO Q VALUES (1.5, TIMESTAMP '2024-01-01 00:00:00.000001', 'a', 1), (1.5, TIMESTAMP '2024-01-01 00:00:00.000001', 'a', 1), (-2, TIMESTAMP '1969-12-31 23:59:59.999999', 'b', 2), (CAST(NULL AS DECIMAL(20,4)), CAST(NULL AS TIMESTAMP(6)), 'n', 3);
INSERT INTO Q VALUES (12345678901234.5678, TIMESTAMP '2024-01-01 00:00:00', CAST(NULL AS STRING), 4), (1.5, TIMESTAMP '2024-01-01 00:00:00.000001', 'a', 5);
INSERT INTO R VALUES (1, TIMESTAMP '2024-01-01 00:00:00', 'x', 1), (2, TIMESTAMP '2024-01-01 00:00:00', CAST(NULL AS STRING), 2), (3, TIMESTAMP '2024-01-01 00:00:00', 'x', 3);
INSERT INTO S SELECT * FROM Q;
INSERT INTO S SELECT d, ts, s, v FROM R;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM Q /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM Q;
SELECT * FROM R /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM Q;
SELECT * FROM S;
SELECT * FROM S WHERE d > 0 AND s IS NOT NULL;
