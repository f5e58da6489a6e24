-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter cannot run an INSERT with a column list
-- fields.<col>.default-value for BOOLEAN, BIGINT, DOUBLE, DATE, TIMESTAMP, VARCHAR, CHAR columns: inert, the omitted columns read as null
CREATE TABLE t (k INT, b BOOLEAN, bi BIGINT, f DOUBLE, dt DATE, ts TIMESTAMP(3), s VARCHAR(3), c CHAR(2)) WITH ('fields.b.default-value' = 'true', 'fields.bi.default-value' = '-9', 'fields.f.default-value' = '2.5', 'fields.dt.default-value' = '2024-01-02', 'fields.ts.default-value' = '2024-01-02 03:04:05.678', 'fields.s.default-value' = 'abc', 'fields.c.default-value' = 'z');
INSERT INTO t (k) VALUES (1);
SELECT * FROM t;
