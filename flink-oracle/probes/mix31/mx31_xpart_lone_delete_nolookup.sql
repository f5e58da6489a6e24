-- cross-partition aggregation without lookups: a lone -D of a key no partition holds passes through and reads as no row and is not indexed; a later +U of the key does not meet it
CREATE TABLE t (k INT, dt STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'dynamic-bucket.target-row-num' = '1');
INSERT INTO t VALUES (3, 'p1', 46), (4, 'p1', 5);
INSERT INTO t VALUES -D(2, 'p1', 32);
SELECT * FROM t;
INSERT INTO t VALUES (1, 'p1', 28), (5, 'p1', 7);
INSERT INTO t VALUES +U(2, 'p1', 12);
SELECT * FROM t;
SELECT k, n FROM t$ro;
