-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no DESCRIBE
-- ordered
-- DESCRIBE of a partitioned PK table with NOT NULL columns and a column comment (a seventh column, comment), and of an append table without comments (six columns); every type's printed name
CREATE TABLE t (dt STRING COMMENT 'day', k INT, v DECIMAL(10, 2) NOT NULL, s VARCHAR(5), c CHAR(3), ts TIMESTAMP(3), lt TIMESTAMP_LTZ(6), b BYTES, a ARRAY<INT>, m MAP<STRING, INT>, r ROW<x INT, y STRING>, PRIMARY KEY (dt, k) NOT ENFORCED) COMMENT 'the table' PARTITIONED BY (dt) WITH ('bucket' = '2', 'merge-engine' = 'deduplicate');
CREATE TABLE a (x INT NOT NULL, y STRING, d DATE, t TIME, f FLOAT, db DOUBLE, bo BOOLEAN, ti TINYINT, si SMALLINT, bi BIGINT, bin BINARY(4), vb VARBINARY(8));
DESCRIBE t;
DESCRIBE a;
