-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run scan.bounded (Paimon's static source in a streaming job)
-- scan.bounded = true turns a streaming read into a read of its starting snapshot (the batch meaning of scan.mode), with stored row kinds
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
CREATE TABLE n (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE p (k INT, v STRING, w INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update');
INSERT INTO t VALUES (1, 'a'), (3, 'x');
INSERT INTO t VALUES -U(1, 'a'), +U(1, 'b'), (2, 'c'), -D(3, 'x');
INSERT INTO n VALUES (1, 'a'), (3, 'x');
INSERT INTO n VALUES -U(1, 'a'), +U(1, 'b'), (2, 'c'), -D(3, 'x');
INSERT INTO p VALUES (1, 'a', CAST(NULL AS INT));
INSERT INTO p VALUES (1, CAST(NULL AS STRING), 5);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.bounded' = 'true') */;
SELECT * FROM t /*+ OPTIONS('scan.bounded' = 'true', 'scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '1') */;
SELECT * FROM t /*+ OPTIONS('scan.bounded' = 'true', 'scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM t /*+ OPTIONS('scan.bounded' = 'true', 'scan.mode' = 'latest') */;
SELECT * FROM n /*+ OPTIONS('scan.bounded' = 'true') */;
SELECT * FROM p /*+ OPTIONS('scan.bounded' = 'true') */;
SELECT * FROM t$audit_log /*+ OPTIONS('scan.bounded' = 'true') */;
SELECT * FROM t /*+ OPTIONS('scan.bounded' = 'false', 'scan.mode' = 'latest') */;
