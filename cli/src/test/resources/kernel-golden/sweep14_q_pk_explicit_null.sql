-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no DESCRIBE
-- a primary-key column declared NULL is made NOT NULL
CREATE TABLE T (k INT NULL, v STRING, PRIMARY KEY (k) NOT ENFORCED);
DESCRIBE T;
