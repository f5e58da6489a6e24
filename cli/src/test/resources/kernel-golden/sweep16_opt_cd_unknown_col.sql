-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter has no sys.alter_column_default_value
-- exit: 1
CREATE TABLE t (k INT, n INT);
CALL sys.alter_column_default_value('default.t', 'zz', '1');
