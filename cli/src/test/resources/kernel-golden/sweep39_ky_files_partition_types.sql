-- $files / $buckets print a file's partition as Paimon's cast of the partition row to a string: TIMESTAMP(p) with a space and p fraction digits, TIMESTAMP_LTZ in the JVM's zone (UTC here), TIME as HH:mm:ss without fraction; $partitions a TIME so too (fzky_1604, 1605, 1606)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $files, $buckets or $partitions
CREATE TABLE t (p0 TIMESTAMP(9), p1 TIMESTAMP(0), k INT, v STRING, PRIMARY KEY (p0, p1, k) NOT ENFORCED) PARTITIONED BY (p0, p1) WITH ('bucket' = '1');
INSERT INTO t VALUES (TIMESTAMP '2024-02-29 12:30:45.123456', TIMESTAMP '2024-01-01 00:00:00', 1, 'a'), (TIMESTAMP '2024-01-01 00:00:00.000000001', TIMESTAMP '1969-12-31 23:59:59', 2, 'b'), (TIMESTAMP '2024-01-01 00:00:00', TIMESTAMP '2024-01-01 10:00:00', 3, 'c');
SELECT `partition`, `bucket`, level, record_count FROM t$files;
SELECT `partition`, `bucket`, record_count, file_count FROM t$buckets;
CREATE TABLE a (p0 TIMESTAMP(3), p1 TIMESTAMP(6), p2 TIMESTAMP_LTZ(3), v STRING) PARTITIONED BY (p0, p1, p2);
INSERT INTO a VALUES (TIMESTAMP '2024-01-01 00:00:00', TIMESTAMP '2024-01-01 10:00:00.5', CAST(TIMESTAMP '2030-01-01 01:02:03' AS TIMESTAMP_LTZ(3)), 'x'), (TIMESTAMP '1969-12-31 23:59:59.999', TIMESTAMP '1969-12-31 23:59:59.999', CAST(TIMESTAMP '1969-12-31 23:59:59.999' AS TIMESTAMP_LTZ(3)), 'y'), (CAST(NULL AS TIMESTAMP(3)), CAST(NULL AS TIMESTAMP(6)), CAST(NULL AS TIMESTAMP_LTZ(3)), 'z');
SELECT `partition`, `bucket`, level, record_count FROM a$files;
SELECT `partition`, `bucket`, record_count, file_count FROM a$buckets;
CREATE TABLE b (p0 TIME, p1 TIME(3), v STRING) PARTITIONED BY (p0, p1);
INSERT INTO b VALUES (TIME '00:00:00', TIME '10:00:00.5', 'x'), (TIME '12:34:56', TIME '00:00:00', 'y'), (TIME '23:59:00', CAST(NULL AS TIME(3)), 'z');
SELECT * FROM b;
SELECT `partition`, `bucket`, level, record_count FROM b$files;
SELECT `partition`, `bucket`, record_count, file_count FROM b$buckets;
SELECT `partition`, record_count, file_count FROM b$partitions;
