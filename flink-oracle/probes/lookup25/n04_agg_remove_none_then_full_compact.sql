-- no producer, aggregation remove-record-on-delete: stored row, -D and +I in one statement, then a full compaction and one more add
CREATE TABLE t (k INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.a.aggregate-function' = 'sum', 'fields.b.aggregate-function' = 'first_value', 'aggregation.remove-record-on-delete' = 'true');
INSERT INTO t VALUES (1, 10, 100), (2, 20, 200);
INSERT INTO t VALUES -D(1, 5, 50);
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT * FROM t$audit_log;
INSERT INTO t VALUES (1, 7, 70);
SELECT * FROM t;
