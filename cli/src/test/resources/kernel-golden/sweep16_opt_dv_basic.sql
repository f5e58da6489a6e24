-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter cannot run an INSERT with a column list
-- fields.<col>.default-value is stored ($options, $schemas) but a NULL or a missing column is written as NULL (Paimon 1.4.2 applies only schema column defaults)
CREATE TABLE t (k INT, v STRING, n INT, d DECIMAL(5,2), PRIMARY KEY (k) NOT ENFORCED) WITH ('fields.v.default-value' = 'dft', 'fields.n.default-value' = '7', 'fields.d.default-value' = '1.5');
INSERT INTO t VALUES (1, CAST(NULL AS STRING), CAST(NULL AS INT), CAST(NULL AS DECIMAL(5,2))), (2, 'x', 3, 2.25);
INSERT INTO t (k) VALUES (3);
SELECT * FROM t;
SELECT k, v IS NULL, n IS NULL FROM t;
SELECT * FROM t$audit_log;
SELECT * FROM t$options;
SELECT schema_id, options FROM t$schemas;
