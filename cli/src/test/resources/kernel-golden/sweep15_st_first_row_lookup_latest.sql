-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not stream system tables
-- first-row with the lookup producer: streaming latest-full and audit_log reads see only first-seen keys as +I
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES (1, 'z'), (3, 'c');
INSERT INTO t VALUES (3, 'z'), (4, 'd'), (2, 'z');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'latest-full') */;
SELECT * FROM t$audit_log /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
