CREATE TABLE t (k INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup', 'merge-engine' = 'aggregation', 'fields.a.aggregate-function' = 'sum', 'fields.b.aggregate-function' = 'first_value', 'aggregation.remove-record-on-delete' = 'true');
INSERT INTO t VALUES (1, 10, 100), (2, 20, 200);
SELECT level, record_count FROM t$files;
INSERT INTO t VALUES -D(1, 5, 50);
SELECT level, record_count FROM t$files;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES (1, 7, 70), (2, 1, 1);
SELECT level, record_count FROM t$files;
