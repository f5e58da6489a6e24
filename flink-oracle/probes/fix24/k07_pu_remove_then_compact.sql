-- lookup producer, partial-update: a stored removal -D, a newer add, then a full compaction (first_value)
CREATE TABLE t (k INT, s1 INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'sum', 'fields.b.aggregate-function' = 'first_value', 'partial-update.remove-record-on-sequence-group' = 's1');
INSERT INTO t VALUES (1, 1, 10, 100), (2, 1, 20, 200), (3, 1, 30, 300);
INSERT INTO t VALUES -D(1, 2, 5, 50);
INSERT INTO t VALUES (1, 3, 7, 70);
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT * FROM t;
SELECT * FROM t$audit_log;
