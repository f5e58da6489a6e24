-- probe: $manifests after a truncation, a partition drop, an empty merge and snapshot expiration
-- ordered
CREATE TABLE t (dt STRING, k INT) PARTITIONED BY (dt) WITH ('manifest.merge-min-count' = '2');
INSERT INTO t VALUES ('a', 1), ('b', 2);
INSERT INTO t VALUES ('a', 3);
SELECT num_added_files, num_deleted_files, min_partition_stats, max_partition_stats FROM t$manifests;
ALTER TABLE t DROP PARTITION (dt = 'a');
SELECT num_added_files, num_deleted_files, min_partition_stats, max_partition_stats FROM t$manifests;
TRUNCATE TABLE t;
SELECT num_added_files, num_deleted_files, min_partition_stats, max_partition_stats FROM t$manifests;
INSERT INTO t VALUES ('c', 4);
SELECT num_added_files, num_deleted_files, min_partition_stats, max_partition_stats FROM t$manifests;
CALL sys.expire_snapshots(`table` => 'default.t', retain_max => 1, retain_min => 1);
SELECT num_added_files, num_deleted_files, min_partition_stats, max_partition_stats FROM t$manifests;
SELECT snapshot_id, commit_kind FROM t$snapshots;
