-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming read of an overwrite commit
-- an input-producer table streams no change of an overwrite commit by default
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT OVERWRITE t VALUES (2, 'c'), (2, 'c2'), (3, 'd');
INSERT INTO t VALUES (4, 'e');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
