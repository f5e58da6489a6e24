-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); cross-partition upserts need the global key index of Flink's sink
-- cross-partition upsert: INSERT OVERWRITE without a static partition and dynamic-partition-overwrite = false replaces every partition; keys written move out of the partitions they lived in (the -D stays in $audit_log, as on Flink), the keys not written are gone from the index too (5 and 7 come back as new keys, key 1 moves out of p3 again)
CREATE TABLE t (p STRING, k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '-1');
INSERT INTO t VALUES ('p1', 1, 'a'), ('p1', 5, 'b'), ('p2', 2, 'c'), ('p3', 7, 'x');
INSERT OVERWRITE t /*+ OPTIONS('dynamic-partition-overwrite' = 'false') */ VALUES ('p3', 1, 'd'), ('p2', 6, 'e');
SELECT * FROM t;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES ('p4', 1, 'g'), ('p4', 5, 'h'), ('p4', 7, 'i');
SELECT * FROM t;
SELECT * FROM t$audit_log;
