-- append tables: time travel and incremental-between over inserts, an INSERT SELECT from another table and an overwrite; queue (bucket-key) and scalable tables
CREATE TABLE Q (k INT, v STRING, p STRING) PARTITIONED BY (p) WITH ('bucket' = '2', 'bucket-key' = 'k');
CREATE TABLE S (k INT, v STRING, p STRING);
INSERT INTO Q VALUES (1, 'a', 'x'), (2, 'b', 'x'), (3, 'c', 'y');
INSERT INTO Q VALUES (1, 'a', 'x'), (4, CAST(NULL AS STRING), 'y');
INSERT INTO S SELECT * FROM Q;
INSERT INTO S VALUES (9, 'z', 'x');
INSERT OVERWRITE Q PARTITION (p = 'x') VALUES (7, 'g');
INSERT INTO Q SELECT k, v, p FROM S;
SELECT * FROM Q /*+ OPTIONS('scan.snapshot-id' = '1') */;
SELECT * FROM Q /*+ OPTIONS('scan.snapshot-id' = '2') */;
SELECT * FROM Q /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT * FROM Q /*+ OPTIONS('incremental-between' = '1,2') */;
SELECT * FROM Q /*+ OPTIONS('incremental-between' = '2,4') */;
SELECT * FROM Q;
SELECT * FROM S;
SELECT * FROM S /*+ OPTIONS('scan.snapshot-id' = '1') */;
