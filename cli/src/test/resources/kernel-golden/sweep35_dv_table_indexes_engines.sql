-- deletion vectors on a partitioned table (2 buckets) with partial-update and with aggregation: $table_indexes per partition and bucket
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 35 dv); the Java-API interpreter runs no $table_indexes reads or procedures with named arguments
CREATE TABLE p (dt STRING, k INT, a STRING, b INT, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '2', 'merge-engine' = 'partial-update', 'deletion-vectors.enabled' = 'true');
CREATE TABLE g (dt STRING, k INT, n BIGINT, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '2', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'deletion-vectors.enabled' = 'true');
INSERT INTO p VALUES ('d1', 1, 'a', 1), ('d1', 2, 'b', 2), ('d1', 3, 'c', 3), ('d1', 4, 'd', 4), ('d2', 1, 'e', 5), ('d2', 2, 'f', 6);
INSERT INTO g VALUES ('d1', 1, 10), ('d1', 2, 20), ('d1', 3, 30), ('d1', 4, 40), ('d2', 1, 50), ('d2', 2, 60);
INSERT INTO p VALUES ('d1', 1, CAST(NULL AS STRING), 11), ('d1', 2, 'bb', CAST(NULL AS INT)), ('d2', 5, 'x', 7);
INSERT INTO g VALUES ('d1', 1, 1), ('d1', 2, 2), ('d2', 5, 5);
SELECT `partition`, bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM p$table_indexes;
SELECT `partition`, bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM g$table_indexes;
INSERT INTO p VALUES ('d1', 3, 'cc', 33), ('d2', 1, 'ee', CAST(NULL AS INT));
INSERT INTO g VALUES ('d1', 3, 3), ('d2', 1, 5), ('d1', 1, 100);
SELECT `partition`, bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM p$table_indexes;
SELECT `partition`, bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM g$table_indexes;
SELECT `partition`, bucket, `level`, record_count FROM g$files;
CALL sys.compact(`table` => 'default.g', compact_strategy => 'full');
SELECT `partition`, bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM g$table_indexes;
SELECT * FROM p;
SELECT * FROM g;
