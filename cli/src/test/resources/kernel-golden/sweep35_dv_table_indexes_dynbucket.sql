-- deletion vectors with dynamic bucket: $table_indexes lists the HASH index beside the DELETION_VECTORS one; the index emptied by a full compaction stays listed
-- (probe flink-oracle/probes/mx32/mx32_table_indexes_dynbucket_dv without its UNNEST read, which Varve's SQL lacks; expected output: Flink 2.0 + Paimon 1.4.2's, the probe's .out without that row)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 32 mx probe); the Java-API interpreter runs no $table_indexes / $files reads or procedures with named arguments
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f');
SELECT `partition`, bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM t$table_indexes;
INSERT INTO t VALUES (2, 'bb'), (7, 'g');
SELECT `partition`, bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM t$table_indexes;
SELECT `level`, record_count FROM t$files;
DELETE FROM t WHERE k = 5;
SELECT `partition`, bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM t$table_indexes;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT `partition`, bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM t$table_indexes;
SELECT * FROM t ORDER BY k;
