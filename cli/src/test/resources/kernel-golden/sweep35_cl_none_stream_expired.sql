-- changelog retention above the snapshot's without a changelog producer (Paimon 1.4.2: the lifecycle is decoupled whatever the
-- producer): expired snapshots 1 and 2 leave long-lived changelogs read from their deltas; $snapshots lists the snapshots only
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2', 'changelog.num-retained.min' = '1', 'changelog.num-retained.max' = '10', 'num-sorted-run.compaction-trigger' = '10');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
INSERT INTO t VALUES (4, 'd');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-timestamp', 'scan.timestamp-millis' = '1') */;
