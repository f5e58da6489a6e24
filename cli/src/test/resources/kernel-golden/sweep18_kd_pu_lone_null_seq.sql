-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run CALL sys.compact
-- partial-update with sequence groups: a key's lone record whose group sequence is NULL reads as written (Paimon runs the merge function only when two or more records of a key meet), also after a full compaction; a second record merges both (the null-sequence group is skipped: its columns become null)
CREATE TABLE t (k INT, a INT, s1 INT, b INT, s2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a', 'fields.s2.sequence-group' = 'b');
INSERT INTO t VALUES (1, 10, CAST(NULL AS INT), 20, 1), (2, 30, CAST(NULL AS INT), CAST(NULL AS INT), CAST(NULL AS INT)), (3, 40, 1, 50, CAST(NULL AS INT));
SELECT * FROM t;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES (1, 11, CAST(NULL AS INT), 21, 2), (4, 60, CAST(NULL AS INT), 70, 1), (4, 61, CAST(NULL AS INT), 71, 2);
SELECT * FROM t;
CALL sys.compact(`table` => 'default.t');
SELECT * FROM t;
INSERT INTO t VALUES (5, 80, CAST(NULL AS INT), 90, 1);
SELECT * FROM t;
