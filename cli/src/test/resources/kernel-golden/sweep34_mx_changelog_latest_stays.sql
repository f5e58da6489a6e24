-- changelog.time-retained 1 ms with changelog.num-retained.max 100 (decoupled): every long-lived changelog is too old, yet
-- Paimon's changelog expiration keeps the newest one (changelog 3 after 5 commits, 2 snapshots retained), so a streaming
-- read from snapshot 3 reads it
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 instead (flink-oracle, sweep 34 mx)
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2', 'changelog.num-retained.min' = '1', 'changelog.num-retained.max' = '100', 'changelog.time-retained' = '1 ms', 'num-sorted-run.compaction-trigger' = '10');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
INSERT INTO t VALUES (3, 'd');
INSERT INTO t VALUES (2, 'e');
SELECT snapshot_id FROM t$snapshots;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '3') */;
