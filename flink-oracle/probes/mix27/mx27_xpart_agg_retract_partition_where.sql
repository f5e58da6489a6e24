-- a cross-partition aggregation table: a -U retracts the partition column dt's default last_non_null_value too; Paimon reads every file's partition columns from its partition, so this merge on read of the versions gives null (a stored merged row reads with the partition: golden sweep27_mx_xpart_agg_retract_stored; fzmx_1254)
-- (the same with SELECT * FROM t WHERE dt = 'p1': Flink prints the merged-on-read row with dt 'p1', the filter's constant; Varve none: left)
CREATE TABLE t (k INT, dt STRING, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum');
INSERT INTO t VALUES (5, 'p1', 'e', 49), (6, 'p2', 'f', 1);
INSERT INTO t VALUES -U(5, 'p1', 'e', 60), +I(6, 'p2', CAST(NULL AS STRING), 2);
SELECT * FROM t;
SELECT * FROM t WHERE dt = 'p1';
SELECT dt, COUNT(*) AS c FROM t GROUP BY dt;
SELECT * FROM t$audit_log;
