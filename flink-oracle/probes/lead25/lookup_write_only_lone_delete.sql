CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'changelog-producer' = 'lookup', 'write-only' = 'true');
INSERT INTO t VALUES -D(1, 'a', 7), +I(5, 'dd', 40);
INSERT INTO t VALUES +I(6, 'f', 4), +I(6, 'g', 5);
SELECT * FROM t;
