-- sweep 41 sz: Paimon's Parquet sizes of the fuzz cases' small files, written without compaction (write-only)
CREATE TABLE so (k INT, j INT, a INT, b STRING, c BIGINT, PRIMARY KEY (k, j) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'sequence.field' = 'c', 'sequence.auto-padding' = 'row-kind-flag', 'fields.a.aggregate-function' = 'first_value', 'fields.b.aggregate-function' = 'last_value', 'write-only' = 'true');
INSERT INTO so VALUES (3, 2, 7, CAST(NULL AS STRING), 2), (1, 2, 1, CAST(NULL AS STRING), 2), (1, 1, CAST(NULL AS INT), 'z', 2);
INSERT INTO so VALUES (3, 1, 3, 'w', 1), (1, 2, 2, 'x', 4), (1, 1, 4, 'z', 3);
SELECT level, record_count, file_size_in_bytes, min_sequence_number FROM so$files ORDER BY min_sequence_number;
CREATE TABLE me (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'max', 'fields.v.aggregate-function' = 'listagg', 'write-only' = 'true');
INSERT INTO me VALUES (3, 'e,c', 6);
INSERT INTO me VALUES (3, 'b', 9);
INSERT INTO me VALUES (7, 'a', 6);
INSERT INTO me VALUES (4, 'e', 2);
SELECT level, record_count, file_size_in_bytes, min_sequence_number FROM me$files ORDER BY min_sequence_number;
CREATE TABLE pt (k INT, dt STRING, v STRING, n INT, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1', 'write-only' = 'true');
INSERT INTO pt VALUES (1, 'p2', 'a', 9), (8, 'p2', 'dd', 40);
INSERT INTO pt VALUES (1, 'p2', 'c', 24), (5, 'p2', 'c', 14), (3, 'p2', 'b', 48);
INSERT INTO pt VALUES (6, 'p2', 'c', CAST(NULL AS INT)), (5, 'p2', 'a', 27);
SELECT level, record_count, file_size_in_bytes, min_sequence_number FROM pt$files ORDER BY min_sequence_number;
