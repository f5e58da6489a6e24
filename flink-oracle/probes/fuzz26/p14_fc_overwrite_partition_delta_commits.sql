CREATE TABLE t (p INT, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '1', 'changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '2');
INSERT INTO t VALUES (1, 1, 'a'), (2, 2, 'b');
INSERT INTO t VALUES (1, 1, 'c');
INSERT OVERWRITE t PARTITION (p = 2) VALUES (2, 'd'), (4, 'e');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT `partition`, level, record_count FROM t$files;
SELECT * FROM t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
