-- fzmx_1834 part 2 reduced: cross-partition aggregation with force-lookup, a key's +U then its -D in a later statement: the partition column's last_non_null_value retracted
CREATE TABLE t (k INT, dt STRING, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'merge-engine' = 'aggregation', 'changelog-producer' = 'input', 'fields.n.aggregate-function' = 'sum', 'force-lookup' = 'true');
INSERT INTO t VALUES +U(7, 'p1', 'a', 31), +I(6, 'p2', 'a', 29);
INSERT INTO t VALUES -D(7, 'p1', 'a', 33), +I(8, 'p2', 'a', 30);
SELECT * FROM t;
SELECT k, dt, v, n FROM t$ro;
SELECT `partition`, bucket, record_count, file_count FROM t$buckets;
