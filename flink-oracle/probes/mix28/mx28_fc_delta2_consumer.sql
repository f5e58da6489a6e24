-- fzmx_1351 reduced: the full-compaction producer with delta-commits 2 on a dynamic-bucket partitioned table; a consumer resumed after a batch INSERT and an INSERT OVERWRITE (Flink printed nothing, Varve the INSERT's rows)
CREATE TABLE t (k INT, dt STRING, v STRING, n INT, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '2');
INSERT INTO t VALUES (3, 'p1', 'e', 57), (8, 'p1', CAST(NULL AS STRING), 32), (6, 'p2', 'a', 1);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c2', 'scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM t$consumers;
INSERT INTO t VALUES (7, 'p2', 'b', 40), (1, 'p1', 'e', 45);
SELECT snapshot_id, commit_kind, total_record_count, changelog_record_count FROM t$snapshots;
INSERT OVERWRITE t VALUES (1, 'p1', 'b', 58), (4, 'p1', 'e', 48);
SELECT snapshot_id, commit_kind, total_record_count, changelog_record_count FROM t$snapshots;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c2') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '3') */;
