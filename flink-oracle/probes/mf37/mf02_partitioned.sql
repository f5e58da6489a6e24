-- probe: $manifests partition stats of a two-column partitioned append table
-- ordered
CREATE TABLE t (dt STRING, h INT, v STRING) PARTITIONED BY (dt, h);
INSERT INTO t VALUES ('2024-01-02', 3, 'a');
INSERT INTO t VALUES ('2024-01-01', 7, 'b'), ('2024-01-03', 1, 'c'), ('2024-01-01', 10, 'c');
INSERT INTO t VALUES ('b', CAST(NULL AS INT), 'x');
INSERT INTO t VALUES (CAST(NULL AS STRING), CAST(NULL AS INT), 'y');
SELECT num_added_files, num_deleted_files, schema_id, min_partition_stats, max_partition_stats FROM t$manifests;
INSERT OVERWRITE t PARTITION (dt = '2024-01-01') SELECT h, v FROM t WHERE dt = '2024-01-01';
SELECT num_added_files, num_deleted_files, schema_id, min_partition_stats, max_partition_stats FROM t$manifests;
INSERT OVERWRITE t SELECT * FROM t WHERE h = 3;
SELECT num_added_files, num_deleted_files, schema_id, min_partition_stats, max_partition_stats FROM t$manifests;
