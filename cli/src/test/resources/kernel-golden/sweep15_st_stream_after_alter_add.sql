-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run ALTER TABLE ADD before a streaming read
-- a streaming read from snapshot 1 across ALTER TABLE ADD: the older changelog is read in the current schema (new column null)
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
ALTER TABLE t ADD n INT;
INSERT INTO t VALUES (1, 'a2', 7), (3, 'c', 8);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'latest-full') */;
