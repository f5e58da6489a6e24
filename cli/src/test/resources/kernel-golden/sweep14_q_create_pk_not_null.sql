-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no DESCRIBE / SHOW CREATE TABLE
-- ordered
-- PK columns become NOT NULL (DESCRIBE), a PK over several columns in another order than the columns, a NOT NULL non-key column
CREATE TABLE t (a STRING, b INT, c BIGINT NOT NULL, PRIMARY KEY (b, a) NOT ENFORCED) WITH ('bucket' = '1');
DESCRIBE t;
SHOW CREATE TABLE t;
