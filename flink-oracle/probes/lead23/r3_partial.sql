CREATE TABLE t (k INT, a STRING, b STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('streaming-read-overwrite' = 'true', 'changelog-producer' = 'input', 'merge-engine' = 'partial-update');
INSERT INTO t VALUES (1, 'a', CAST(NULL AS STRING)), (2, 'x', 'y');
INSERT INTO t VALUES (1, CAST(NULL AS STRING), 'b');
INSERT OVERWRITE t VALUES (2, CAST(NULL AS STRING), 'z'), (2, 'w', CAST(NULL AS STRING));
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '3') */;
