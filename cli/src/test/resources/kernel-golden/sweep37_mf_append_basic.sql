-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not read $manifests
-- $manifests of an unpartitioned append table
-- ordered
CREATE TABLE t (k INT, v STRING);
SELECT num_added_files, num_deleted_files, schema_id FROM t$manifests;
INSERT INTO t VALUES (1, 'a');
SELECT num_added_files, num_deleted_files, schema_id, min_partition_stats, max_partition_stats FROM t$manifests;
INSERT INTO t VALUES (2, 'b'), (3, 'c');
INSERT INTO t VALUES (4, 'd');
SELECT num_added_files, num_deleted_files, schema_id, min_partition_stats, max_partition_stats FROM t$manifests;
SELECT file_size > 0, CHAR_LENGTH(file_name) > 0 FROM t$manifests;
SELECT num_added_files FROM t$manifests /*+ OPTIONS('scan.snapshot-id' = '2') */;
CALL sys.create_tag('default.t', 'tg', 1);
SELECT num_added_files FROM t$manifests /*+ OPTIONS('scan.tag-name' = 'tg') */;
DESCRIBE t$manifests;
SELECT min_row_id, max_row_id FROM t$manifests;
