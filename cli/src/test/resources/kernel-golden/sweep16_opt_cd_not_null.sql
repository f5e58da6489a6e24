-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter has no sys.alter_column_default_value
-- sys.alter_column_default_value on a NOT NULL column: accepted, shown in $schemas
CREATE TABLE t (k INT, n INT NOT NULL, PRIMARY KEY (k) NOT ENFORCED);
CALL sys.alter_column_default_value('default.t', 'n', '4');
INSERT INTO t VALUES (1, 2);
SELECT * FROM t;
SELECT schema_id, fields FROM t$schemas;
