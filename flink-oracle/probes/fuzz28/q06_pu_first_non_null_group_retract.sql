-- partial-update: first_non_null_value and sum in a sequence group, retractions and a compaction
CREATE TABLE t (k INT, a STRING, b INT, s1 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'first_non_null_value', 'fields.b.aggregate-function' = 'sum', 'fields.a.ignore-retract' = 'true');
INSERT INTO t VALUES (1, CAST(NULL AS STRING), 1, 1), (2, 'x', 2, 1);
INSERT INTO t VALUES (1, 'p', 10, 2), (2, 'y', 20, 0);
SELECT * FROM t;
INSERT INTO t VALUES -U(1, 'p', 10, 3), -D(2, 'x', 2, 2);
SELECT * FROM t;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
INSERT INTO t VALUES (1, 'q', 5, 4);
SELECT * FROM t;
SELECT * FROM t$audit_log;
