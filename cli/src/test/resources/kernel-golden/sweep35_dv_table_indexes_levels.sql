-- deletion vectors, deduplicate: $table_indexes as upserts and deletes mark rows of several levels; a full compaction empties the index, which stays listed
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 35 dv); the Java-API interpreter runs no $table_indexes / $files reads or procedures with named arguments
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f'), (7, 'g'), (8, 'h');
SELECT bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM t$table_indexes;
INSERT INTO t VALUES (2, 'b2');
SELECT bucket, index_type, row_count, CARDINALITY(dv_ranges), dv_ranges[1].`_CARDINALITY` FROM t$table_indexes;
INSERT INTO t VALUES (3, 'c2'), (9, 'i');
SELECT bucket, index_type, row_count, CARDINALITY(dv_ranges), dv_ranges[1].`_CARDINALITY` FROM t$table_indexes;
INSERT INTO t VALUES (2, 'b3');
SELECT bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM t$table_indexes;
DELETE FROM t WHERE k = 4;
SELECT bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM t$table_indexes;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM t$table_indexes;
INSERT INTO t VALUES (5, 'e2');
SELECT bucket, index_type, row_count, CARDINALITY(dv_ranges), dv_ranges[1].`_CARDINALITY` FROM t$table_indexes;
DELETE FROM t WHERE k = 5;
SELECT bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM t$table_indexes;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t;
