-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter has no sys.alter_column_default_value
-- CALL sys.alter_column_default_value: a NULL (or an omitted column) written after it takes the column's default, rows written before keep their null; $schemas shows defaultValue in fields, $options and SHOW CREATE TABLE do not
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, CAST(NULL AS STRING), CAST(NULL AS INT));
CALL sys.alter_column_default_value('default.t', 'v', 'dft');
CALL sys.alter_column_default_value(`table` => 'default.t', `column` => 'n', default_value => '7');
SELECT * FROM t;
INSERT INTO t VALUES (2, CAST(NULL AS STRING), CAST(NULL AS INT)), (3, 'x', 3);
INSERT INTO t (k) VALUES (4);
SELECT * FROM t;
SELECT schema_id, fields FROM t$schemas;
SELECT * FROM t$options;
SHOW CREATE TABLE t;
