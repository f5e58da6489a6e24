-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter has no -D row kinds in VALUES
-- no producer, aggregation with aggregation.remove-record-on-delete: a -D, then a newer add in later statements (one merge on read)
CREATE TABLE t (k INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.a.aggregate-function' = 'sum', 'fields.b.aggregate-function' = 'first_value', 'aggregation.remove-record-on-delete' = 'true');
INSERT INTO t VALUES (1, 10, 100), (2, 20, 200);
INSERT INTO t VALUES -D(1, 5, 50);
INSERT INTO t VALUES (1, 7, 70), (2, 1, 1);
SELECT * FROM t;
SELECT * FROM t$audit_log;
