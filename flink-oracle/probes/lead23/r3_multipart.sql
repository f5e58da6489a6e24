CREATE TABLE t (p INT, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('streaming-read-overwrite' = 'true', 'changelog-producer' = 'input');
INSERT INTO t VALUES (3, 1, 'c1'), (1, 1, 'a1'), (2, 1, 'b1');
INSERT OVERWRITE t VALUES (2, 2, 'b2'), (1, 2, 'a2'), (4, 1, 'd1');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
