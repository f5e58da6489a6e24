CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('streaming-read-overwrite' = 'true', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT OVERWRITE t SELECT * FROM t WHERE k > 100;
TRUNCATE TABLE t;
INSERT INTO t VALUES (7, 'g');
TRUNCATE TABLE t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
