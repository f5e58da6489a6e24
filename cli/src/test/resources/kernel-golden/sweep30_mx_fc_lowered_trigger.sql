-- the full-compaction producer (delta-commits 2, dynamic bucket, partitioned) after num-sorted-run.compaction-trigger is lowered
-- to 2: Paimon's full-changelog rewriter takes its maximum level from num-levels - 1 (now 2) while the files sit on level 5,
-- so the second INSERT's COMPACT snapshot has no changelog (fzmx_1351; probe flink-oracle/probes/mix30/mx30_q04)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 30 mx, probes/mix30/mx30_q04; the Java-API interpreter runs no $files reads)
CREATE TABLE t (k INT, dt STRING, v STRING, n INT, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '2');
INSERT INTO t VALUES (3, 'p1', 'e', 57), (8, 'p1', CAST(NULL AS STRING), 32), (6, 'p2', 'a', 1);
ALTER TABLE t SET ('num-sorted-run.compaction-trigger' = '2', 'num-sorted-run.stop-trigger' = '3');
INSERT INTO t VALUES (7, 'p2', 'b', 40), (1, 'p1', 'e', 45);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count, changelog_record_count FROM t$snapshots;
SELECT `partition`, bucket, level, record_count FROM t$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '3') */;
