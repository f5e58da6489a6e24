CREATE TABLE t (p INT, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('streaming-read-overwrite' = 'true');
INSERT INTO t VALUES (1, 1, 'a'), (1, 2, 'b'), (2, 1, 'x');
INSERT OVERWRITE t PARTITION (p = 1) VALUES (2, 'c'), (3, 'd');
INSERT OVERWRITE t VALUES (2, 5, 'z');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
