CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum');
INSERT INTO t VALUES (2, 'c', 22);
INSERT INTO t VALUES -D(1, 'a', 7), +I(5, 'dd', 40);
SELECT * FROM t;
ALTER TABLE t SET ('changelog-producer' = 'lookup');
SELECT * FROM t;
