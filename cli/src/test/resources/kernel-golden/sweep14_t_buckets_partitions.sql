-- $buckets and $partitions of a two-level partitioned table after a partition overwrite and a DELETE that empties a partition
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $buckets or $partitions
CREATE TABLE t (dt STRING, hh INT, k INT, v STRING, PRIMARY KEY (dt, hh, k) NOT ENFORCED) PARTITIONED BY (dt, hh) WITH ('bucket' = '2');
INSERT INTO t VALUES ('a', 1, 1, 'x'), ('a', 1, 2, 'y'), ('a', 2, 3, 'z'), ('b', 1, 4, 'w');
INSERT OVERWRITE t PARTITION (dt = 'a', hh = 2) VALUES (5, 'q'), (6, 'r');
DELETE FROM t WHERE dt = 'b';
SELECT `partition`, bucket, record_count, file_count FROM t$buckets;
SELECT `partition`, record_count, file_count FROM t$partitions;
