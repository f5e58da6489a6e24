-- lookup producer with lookup-wait = false: a batch INSERT OVERWRITE's end of input compacts its level-0 files in
-- their own COMPACT snapshot, as with lookup-wait (fzmx_1563)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 29 mx, probes/mix29/mx29_lookup_nowait_overwrite); the Java-API interpreter runs no $files GROUP BY reads
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2', 'merge-engine' = 'first-row', 'changelog-producer' = 'lookup', 'changelog-producer.lookup-wait' = 'false');
CREATE TABLE d (k INT, dt STRING, v STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1', 'changelog-producer' = 'lookup', 'lookup-wait' = 'false');
INSERT INTO t VALUES (3, 'b', 36);
INSERT OVERWRITE t VALUES (1, 'b', 17), (6, 'dd', 30);
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT `level`, COUNT(*) AS files FROM t$files GROUP BY `level`;
INSERT INTO t VALUES (1, 'a', 52), (2, 'c', 5);
SELECT snapshot_id, commit_kind, total_record_count, changelog_record_count FROM t$snapshots;
SELECT * FROM t;
INSERT INTO d VALUES (1, 'p1', 'a'), (2, 'p2', 'b');
INSERT OVERWRITE d PARTITION (dt = 'p1') VALUES (3, 'c'), (1, 'x');
INSERT OVERWRITE d VALUES (4, 'p2', 'y');
SELECT snapshot_id, commit_kind, total_record_count FROM d$snapshots;
SELECT * FROM d;
