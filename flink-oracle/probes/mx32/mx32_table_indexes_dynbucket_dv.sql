-- deletion vectors with dynamic bucket: $table_indexes lists the HASH and DELETION_VECTORS index files (deterministic columns)
-- exit: 1
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f');
SELECT `partition`, bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM t$table_indexes;
INSERT INTO t VALUES (2, 'bb'), (7, 'g');
SELECT `partition`, bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM t$table_indexes;
SELECT `level`, record_count FROM t$files;
DELETE FROM t WHERE k = 5;
SELECT `partition`, bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM t$table_indexes;
SELECT dv.c FROM t$table_indexes CROSS JOIN UNNEST(dv_ranges) AS dv(f0, f1, f2, c) WHERE index_type = 'DELETION_VECTORS';
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT `partition`, bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM t$table_indexes;
SELECT * FROM t ORDER BY k;
