-- max / min order -0.0 below 0.0 (Paimon 1.4.2 compares DOUBLE / FLOAT with Double.compare / Float.compare); -0.0 is made at run time (-z), since Flink folds a literal CAST('-0.0' AS DOUBLE) to 0.0
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the -0.0 is made at run time (INSERT ... SELECT -z), which the Java-API interpreter does not evaluate
CREATE TABLE s (k INT, z DOUBLE, f FLOAT, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO s VALUES (1, CAST(0.0 AS DOUBLE), CAST(0.0 AS FLOAT)), (2, CAST(0.0 AS DOUBLE), CAST(0.0 AS FLOAT));
CREATE TABLE t (k INT, mx DOUBLE, mn DOUBLE, l DOUBLE, fx FLOAT, fn FLOAT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.mx.aggregate-function' = 'max', 'fields.mn.aggregate-function' = 'min', 'fields.l.aggregate-function' = 'last_value', 'fields.fx.aggregate-function' = 'max', 'fields.fn.aggregate-function' = 'min');
INSERT INTO t SELECT k, -z, z, -z, -f, f FROM s;
INSERT INTO t SELECT k, z, -z, z, f, -f FROM s WHERE k = 1;
SELECT * FROM t;
