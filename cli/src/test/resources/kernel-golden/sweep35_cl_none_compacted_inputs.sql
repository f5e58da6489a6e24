-- no changelog producer, decoupled changelog retention, compaction at every second sorted run: the writer's files that the
-- compactions removed stay while a long-lived changelog of the snapshot that added them is kept (Paimon 1.4.2 defers their
-- deletion to the expiration of the changelog of the compaction), so a streaming read from snapshot 1 reads every insert
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2', 'changelog.num-retained.min' = '1', 'changelog.num-retained.max' = '30', 'num-sorted-run.compaction-trigger' = '2');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES (1, 'a2'), (3, 'c');
INSERT INTO t VALUES (2, 'b2');
INSERT INTO t VALUES (4, 'd'), (1, 'a3');
INSERT INTO t VALUES (5, 'e');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '4') */;
