-- an empty or blank STRING / CHAR partition value: rows read back as written; $files shows the value, $partitions the default partition name (Paimon names a partition value that is empty or only whitespace as partition.default-name)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $files, $buckets or $partitions
CREATE TABLE t (p STRING, k INT, v STRING) PARTITIONED BY (p);
INSERT INTO t VALUES ('', 1, 'a'), (' ', 2, 'b'), (CAST(NULL AS STRING), 3, 'c'), ('x', 4, 'd');
SELECT * FROM t;
SELECT * FROM t WHERE p = '';
SELECT * FROM t WHERE p IS NULL;
SELECT `partition`, `bucket`, level, record_count FROM t$files;
SELECT `partition`, record_count, file_count FROM t$partitions;
CREATE TABLE c (p CHAR(3), q INT, k INT, v STRING, PRIMARY KEY (p, q, k) NOT ENFORCED) PARTITIONED BY (p, q) WITH ('bucket' = '2', 'partition.default-name' = 'none');
INSERT INTO c VALUES (CAST(' ' AS CHAR(3)), 1, 1, 'a'), (CAST('a' AS CHAR(3)), 1, 2, 'b'), (CAST('a' AS CHAR(3)), 2, 3, 'c');
INSERT INTO c VALUES (CAST(' ' AS CHAR(3)), 1, 1, 'a2'), (CAST('a' AS CHAR(3)), 1, 2, 'b2');
SELECT * FROM c;
SELECT `partition`, `bucket`, level, record_count FROM c$files;
SELECT `partition`, record_count, file_count FROM c$partitions;
