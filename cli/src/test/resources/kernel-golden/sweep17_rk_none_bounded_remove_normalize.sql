-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run scan.bounded or scan.remove-normalize (it normalizes every streaming read of a table without producer)
-- producer none, scan.bounded and scan.remove-normalize (no ChangelogNormalize): one file is read raw (+I), two files merged (+U)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES +U(1, 'a'), +I(2, 'b');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.bounded' = 'true') */;
SELECT * FROM t /*+ OPTIONS('scan.remove-normalize' = 'true') */;
SET 'execution.runtime-mode' = 'batch';
INSERT INTO t VALUES +U(2, 'b2');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.bounded' = 'true') */;
SELECT * FROM t /*+ OPTIONS('scan.remove-normalize' = 'true') */;
