-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probe st44p_06_union_firstrow); the Java-API interpreter does not plan Flink's changelog-mode inference (which -U rows reach an upsert sink)
-- exit: 1
-- stderr: merge-engine 'first-row' cannot accept -U (UPDATE_BEFORE) records
-- a UNION ALL has no upsert key: into a first-row sink its -U rows come (fails)
CREATE TABLE t (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE s (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE u_fr (k INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
INSERT INTO t VALUES (1, 1, 5), (2, 1, 7);
INSERT INTO t VALUES (1, 1, 6);
INSERT INTO s VALUES (5, 1, 5);
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO u_fr SELECT k, n FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ UNION ALL SELECT k, n FROM s /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT 'u_fr', * FROM u_fr;
