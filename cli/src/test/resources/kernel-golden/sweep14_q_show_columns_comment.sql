-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no SHOW COLUMNS
-- SHOW COLUMNS of a table with column comments (a seventh column, comment)
CREATE TABLE t (k INT COMMENT 'the key', v STRING, PRIMARY KEY (k) NOT ENFORCED);
SHOW COLUMNS FROM t;
SHOW COLUMNS FROM t LIKE 'v';
