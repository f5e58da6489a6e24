-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter has no -D row kinds in VALUES
-- aggregation with aggregation.remove-record-on-delete: +I, -D, +I of a key in one statement, and a lone -D then +I
CREATE TABLE t (k INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.a.aggregate-function' = 'sum', 'fields.b.aggregate-function' = 'first_value', 'aggregation.remove-record-on-delete' = 'true');
INSERT INTO t VALUES (1, 10, 100), -D(1, 5, 50), (1, 7, 70), -D(2, 5, 50), (2, 7, 70);
SELECT * FROM t;
