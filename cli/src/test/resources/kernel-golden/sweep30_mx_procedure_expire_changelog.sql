-- sys.expire_snapshots drops the changelogs of the snapshots it expires whatever changelog.num-retained.* say (Paimon's
-- procedure builds its expire config from the snapshot options only) and expires no long-lived changelog; a streaming
-- read from changelog 1 stops at the gap (fzmx_1563; probe flink-oracle/probes/mix29/mx29_procedure_expire_changelog)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 30 mx, probes/mix29/mx29_procedure_expire_changelog; the Java-API interpreter runs no CALL sys.expire_snapshots)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'changelog.num-retained.min' = '1', 'changelog.num-retained.max' = '8', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '3');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (3, 'c');
INSERT INTO t VALUES (1, 'x');
CALL sys.expire_snapshots(`table` => 'default.t', retain_max => 1, retain_min => 1);
SELECT snapshot_id, commit_kind FROM t$snapshots;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
SET 'execution.runtime-mode' = 'batch';
INSERT INTO t VALUES (4, 'd');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
