-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run projections on streaming reads
-- scan.remove-normalize on a changelog-producer none table: the streaming read passes each snapshot's merged delta with its stored row kinds, not normalized
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES (1, 'a2'), (3, 'c');
INSERT INTO t VALUES -U(1, 'a2'), +U(1, 'a3'), -D(2, 'b'), (3, 'c');
DELETE FROM t WHERE k = 3;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.remove-normalize' = 'true', 'scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT v FROM t /*+ OPTIONS('scan.remove-normalize' = 'true') */;
