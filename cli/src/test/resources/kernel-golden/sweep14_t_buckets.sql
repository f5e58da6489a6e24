-- $buckets: per partition and bucket of the latest snapshot, rows stored (unmerged) and file count; unpartitioned and append tables
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $buckets
CREATE TABLE t (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '2');
CREATE TABLE u (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE a (k INT, v STRING);
INSERT INTO t VALUES ('a', 1, 'x'), ('a', 2, 'y'), ('b', 3, 'z');
INSERT INTO t VALUES ('a', 1, 'x2');
INSERT INTO u VALUES (1, 'a');
INSERT INTO u VALUES (1, 'b');
INSERT INTO a VALUES (1, 'a'), (2, 'b');
SELECT `partition`, bucket, record_count, file_count FROM t$buckets;
SELECT `partition`, bucket, record_count, file_count, file_size_in_bytes > 0, last_update_time IS NULL FROM u$buckets;
SELECT `partition`, bucket, record_count, file_count FROM a$buckets;
CALL sys.compact('default.u');
SELECT `partition`, bucket, record_count, file_count FROM u$buckets;
