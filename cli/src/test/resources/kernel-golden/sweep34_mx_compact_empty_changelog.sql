-- the input producer with changelogs decoupled from snapshots: CALL sys.compact of an emptied table expires neither
-- snapshots nor changelogs (retention lowered to 1 snapshot / 2 changelogs): a streaming read from snapshot 1 reads all
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 instead (flink-oracle, sweep 34 mx)
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '10', 'changelog.num-retained.min' = '1', 'changelog.num-retained.max' = '20');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (1, 'b');
INSERT INTO t VALUES (2, 'c');
TRUNCATE TABLE t;
ALTER TABLE t SET ('snapshot.num-retained.max' = '1', 'changelog.num-retained.max' = '2');
CALL sys.compact(`table` => 'default.t');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
