CREATE TABLE t (p STRING, k INT, n BIGINT, s STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '-1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'fields.s.aggregate-function' = 'last_non_null_value');
INSERT INTO t VALUES ('p1', 1, 10, 'a'), ('p1', 2, 20, 'b');
INSERT INTO t VALUES -U('p2', 1, 3, 'x'), -D('p2', 2, 5, 'y');
SELECT * FROM t;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES ('p2', 1, 1, 'z');
SELECT * FROM t;
