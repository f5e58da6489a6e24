-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); cross-partition upserts need the global key index of Flink's sink
-- cross-partition upsert: INSERT OVERWRITE without a static partition (dynamic partition overwrite, the default) starts from the whole table's key index, as Paimon's sink: keys written into a replaced partition move out of the one they live in (a -D there), also out of another replaced partition (its -D stays in $audit_log); the replaced partitions keep only what the overwrite wrote (keys 2 and 9 are gone and come back as new keys)
CREATE TABLE t (p STRING, k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '-1');
INSERT INTO t VALUES ('p1', 1, 'a'), ('p2', 2, 'c'), ('p2', 9, 'z'), ('p3', 7, 'x'), ('p4', 8, 'y');
INSERT OVERWRITE t VALUES ('p3', 1, 'd'), ('p2', 6, 'e'), ('p3', 2, 'f');
SELECT * FROM t;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES ('p4', 1, 'g'), ('p4', 2, 'h'), ('p4', 9, 'i');
SELECT * FROM t;
SELECT * FROM t$audit_log;
