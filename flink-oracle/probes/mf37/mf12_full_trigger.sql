-- probe: $manifests with manifest.full-compaction-threshold-size 1 b (full manifest compaction at every commit)
-- ordered
CREATE TABLE t (dt STRING, k INT) PARTITIONED BY (dt) WITH ('manifest.full-compaction-threshold-size' = '1 b');
INSERT INTO t VALUES ('a', 1), ('b', 2);
SELECT num_added_files, num_deleted_files, min_partition_stats, max_partition_stats FROM t$manifests;
INSERT INTO t VALUES ('a', 3);
SELECT num_added_files, num_deleted_files, min_partition_stats, max_partition_stats FROM t$manifests;
INSERT OVERWRITE t PARTITION (dt = 'a') VALUES (5);
SELECT num_added_files, num_deleted_files, min_partition_stats, max_partition_stats FROM t$manifests;
INSERT INTO t VALUES ('c', 6);
SELECT num_added_files, num_deleted_files, min_partition_stats, max_partition_stats FROM t$manifests;
CALL sys.compact_manifest(`table` => 'default.t');
SELECT num_added_files, num_deleted_files, min_partition_stats, max_partition_stats FROM t$manifests;
