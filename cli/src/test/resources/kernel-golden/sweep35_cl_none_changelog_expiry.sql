-- no changelog producer, snapshots kept 2, changelogs 5, compaction at every second sorted run: the long-lived changelogs expire by
-- count (their commits' removed files go with them) and a streaming read from an expired id starts at the earliest changelog
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2', 'changelog.num-retained.min' = '1', 'changelog.num-retained.max' = '5', 'num-sorted-run.compaction-trigger' = '2');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES (1, 'a2'), (3, 'c');
INSERT INTO t VALUES (2, 'b2');
INSERT INTO t VALUES (4, 'd'), (1, 'a3');
INSERT INTO t VALUES (5, 'e');
INSERT INTO t VALUES (3, 'c2'), (6, 'f');
INSERT INTO t VALUES (7, 'g');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-timestamp', 'scan.timestamp-millis' = '1') */;
