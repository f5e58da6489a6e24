-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); cross-partition upserts need the global key index of Flink's sink
-- cross-partition upsert: INSERT OVERWRITE without a static partition moves key 1 out of p1, which it does not write rows of its own into: Varve keeps p1 and its key 5 (Paimon 1.4.2 also replaces p1, the partition the -D goes to, and loses key 5: known difference, as sweep17_fz_xpart_overwrite_keeps_other_keys)
CREATE TABLE t (p STRING, k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '-1');
INSERT INTO t VALUES ('p1', 1, 'a'), ('p1', 5, 'b'), ('p2', 2, 'c'), ('p3', 7, 'x'), ('p4', 8, 'y');
INSERT OVERWRITE t VALUES ('p3', 1, 'd'), ('p2', 6, 'e'), ('p3', 2, 'f');
SELECT * FROM t;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES ('p4', 1, 'g'), ('p4', 2, 'h');
SELECT * FROM t;
SELECT k, COUNT(*) FROM t GROUP BY k;
