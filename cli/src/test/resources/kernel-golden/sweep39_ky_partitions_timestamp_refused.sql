-- $partitions of a table partitioned by a TIMESTAMP column fails as in Paimon 1.4.2: it names a partition by the value's toString (2024-01-01T10:00) and cannot parse that back ("Text '2024-01-01T10:00' could not be parsed", fzky_1617); $files still reads
-- exit: 1
-- stderr: ERROR: statement 5
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $files, $buckets or $partitions
CREATE TABLE t (p TIMESTAMP(3), k INT, v STRING) PARTITIONED BY (p);
INSERT INTO t VALUES (TIMESTAMP '2024-01-01 10:00:00', 1, 'a'), (CAST(NULL AS TIMESTAMP(3)), 2, 'b');
SELECT * FROM t;
SELECT `partition`, `bucket`, level, record_count FROM t$files;
SELECT `partition`, record_count, file_count FROM t$partitions;
