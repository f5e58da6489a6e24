-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- CREATE TEMPORARY TABLE p WITH ('connector' = 'print') LIKE t (EXCLUDING ALL): a print sink with t's columns
CREATE TABLE t (a INT, b STRING, PRIMARY KEY (a) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TEMPORARY TABLE p WITH ('connector' = 'print') LIKE t (EXCLUDING ALL);
INSERT INTO t VALUES (1, 'x'), (2, 'y');
INSERT INTO p SELECT * FROM t;
