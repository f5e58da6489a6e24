-- changelogs kept while changelog.num-retained.max (10) exceeded the snapshot's (2), then RESET: no longer decoupled, so (as
-- Paimon 1.4.2) commits expire no long-lived changelog and a streaming read from snapshot 1 ignores changelogs 1..3 and
-- starts at the earliest snapshot, 6; decoupled again, the read from 1 reads changelogs 1..3 and stops at the gap (4 and 5
-- expired while not decoupled, with their changelog files)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 instead (flink-oracle, sweep 34 mx)
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2', 'changelog.num-retained.min' = '1', 'changelog.num-retained.max' = '10', 'num-sorted-run.compaction-trigger' = '10');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (3, 'c');
INSERT INTO t VALUES (4, 'd');
INSERT INTO t VALUES (5, 'e');
ALTER TABLE t RESET ('changelog.num-retained.max');
INSERT INTO t VALUES (6, 'f');
INSERT INTO t VALUES (7, 'g');
SELECT snapshot_id FROM t$snapshots;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
ALTER TABLE t SET ('changelog.num-retained.max' = '10');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
