-- not checked against Paimon: probe of Flink 2.0's planner (which -U rows reach an upsert sink)
-- streaming SELECTs (collect) and a print sink of the same filters: the -U rows Flink prints
CREATE TABLE src (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TEMPORARY TABLE p (k INT, v STRING, n INT) WITH ('connector' = 'print');
INSERT INTO src VALUES (1, 'a', 5), (2, 'b', 5), (3, 'c', 1), (4, 'd', 5);
INSERT INTO src VALUES (1, 'a', 1), (2, 'x', 5), (3, 'c', 7);
DELETE FROM src WHERE k = 4;
SET 'execution.runtime-mode' = 'streaming';
SELECT 'nonkey', k, v, n FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE n > 2;
SELECT 'key', k, v, n FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE k < 4;
SELECT 'none', k, v, n FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
INSERT INTO p SELECT k, v, n FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE n > 2;
