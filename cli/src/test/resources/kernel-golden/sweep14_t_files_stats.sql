-- $files null_value_counts, min_value_stats / max_value_stats (all rows of the file, retractions included) and min_key / max_key (primary-key tables only) for a primary-key and an append table
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $files
CREATE TABLE t (k INT, v STRING, n BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE a (k INT, v STRING, d DOUBLE) WITH ('bucket' = '-1');
INSERT INTO t VALUES (1, 'a', CAST(NULL AS BIGINT)), (2, CAST(NULL AS STRING), CAST(NULL AS BIGINT)), (3, 'c', 3);
INSERT INTO t VALUES -D(3, 'c', 3), (0, 'z', 7);
INSERT INTO a VALUES (1, CAST(NULL AS STRING), 1.5), (CAST(NULL AS INT), 'b', CAST(NULL AS DOUBLE));
SELECT `partition`, bucket, level, record_count, null_value_counts, min_value_stats, max_value_stats, min_key, max_key FROM t$files;
SELECT `partition`, bucket, level, record_count, null_value_counts, min_value_stats, max_value_stats, min_key, max_key FROM a$files;
