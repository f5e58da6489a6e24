-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter has no sys.alter_column_default_value
-- a column default does not let a NULL into a NOT NULL column (Flink's planner refuses the INSERT)
-- exit: 1
CREATE TABLE t (k INT, n INT NOT NULL, PRIMARY KEY (k) NOT ENFORCED);
CALL sys.alter_column_default_value('default.t', 'n', '4');
INSERT INTO t VALUES (1, 2);
INSERT INTO t VALUES (2, CAST(NULL AS INT));
SELECT * FROM t;
