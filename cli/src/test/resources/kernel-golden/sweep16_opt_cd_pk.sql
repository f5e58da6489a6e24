-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter has no sys.alter_column_default_value
-- a column default on a primary-key column is accepted, but a NULL key is still refused (the key is NOT NULL)
-- exit: 1
CREATE TABLE t (k INT, n INT, PRIMARY KEY (k) NOT ENFORCED);
CALL sys.alter_column_default_value('default.t', 'k', '5');
SELECT schema_id, fields FROM t$schemas;
INSERT INTO t VALUES (CAST(NULL AS INT), 1);
SELECT * FROM t;
