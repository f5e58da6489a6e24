-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter has no sys.alter_column_default_value
-- column defaults cast to BOOLEAN, BIGINT, DOUBLE, DATE, TIMESTAMP, VARCHAR(3) (cut), DECIMAL(5,2) (rounded), and a quoted string (quotes removed)
CREATE TABLE t (k INT, b BOOLEAN, bi BIGINT, f DOUBLE, dt DATE, ts TIMESTAMP(3), s VARCHAR(3), d DECIMAL(5,2), q STRING);
CALL sys.alter_column_default_value('default.t', 'b', 'true');
CALL sys.alter_column_default_value('default.t', 'bi', '-9');
CALL sys.alter_column_default_value('default.t', 'f', '2.5');
CALL sys.alter_column_default_value('default.t', 'dt', '2024-01-02');
CALL sys.alter_column_default_value('default.t', 'ts', '2024-01-02 03:04:05.678');
CALL sys.alter_column_default_value('default.t', 's', 'abcdef');
CALL sys.alter_column_default_value('default.t', 'd', '1.234');
CALL sys.alter_column_default_value('default.t', 'q', '''quoted''');
INSERT INTO t (k) VALUES (1);
SELECT * FROM t;
SELECT schema_id, fields FROM t$schemas WHERE schema_id = 8;
