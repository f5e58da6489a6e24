-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not read $manifests
-- $manifests partition stats of DATE, BOOLEAN, DECIMAL, TIMESTAMP and BIGINT partition keys
-- ordered
CREATE TABLE t (d DATE, b BOOLEAN, m DECIMAL(5, 2), ts TIMESTAMP(3), n BIGINT, v INT) PARTITIONED BY (d, b, m, ts, n);
INSERT INTO t VALUES (DATE '2024-03-01', true, 1.50, TIMESTAMP '2024-01-01 10:00:00.123', -5, 1), (DATE '2023-12-31', false, 10.00, TIMESTAMP '2024-01-01 09:00:00', 20, 2);
SELECT num_added_files, min_partition_stats, max_partition_stats FROM t$manifests;
