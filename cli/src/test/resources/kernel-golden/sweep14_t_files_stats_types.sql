-- $files statistics of DATE, TIMESTAMP, DECIMAL, BOOLEAN and long STRING columns (truncate(16) by default, full, counts and none stats modes), composite and partitioned keys, and a column added after the file was written
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $files
CREATE TABLE t (dt STRING, k1 INT, k2 STRING, d DATE, ts TIMESTAMP(3), m DECIMAL(10, 2), b BOOLEAN, s STRING, PRIMARY KEY (dt, k1, k2) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1');
CREATE TABLE f (k INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'metadata.stats-mode' = 'full', 'fields.k.stats-mode' = 'counts');
CREATE TABLE n (k INT, s STRING) WITH ('bucket' = '-1', 'metadata.stats-mode' = 'none');
INSERT INTO t VALUES ('x', 2, 'b', DATE '2024-01-02', TIMESTAMP '2024-01-02 03:04:05.678', 12.50, true, 'abcdefghijklmnopqrstuvwxyz'), ('x', 1, 'z', DATE '1970-01-01', TIMESTAMP '1999-12-31 23:59:59', -3.25, false, 'short');
INSERT INTO f VALUES (1, 'abcdefghijklmnopqrstuvwxyz');
INSERT INTO n VALUES (1, 'a');
ALTER TABLE t ADD e INT;
SELECT `partition`, null_value_counts, min_value_stats, max_value_stats, min_key, max_key FROM t$files;
SELECT null_value_counts, min_value_stats, max_value_stats, min_key, max_key FROM f$files;
SELECT null_value_counts, min_value_stats, max_value_stats, min_key, max_key FROM n$files;
