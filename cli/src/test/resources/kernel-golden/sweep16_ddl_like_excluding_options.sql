-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- ordered
-- CREATE TABLE t2 WITH (...) LIKE t (EXCLUDING OPTIONS): t's columns and primary key, only the statement's options; the new table is writable
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2', 'changelog-producer' = 'input');
CREATE TABLE t2 WITH ('bucket' = '4') LIKE t (EXCLUDING OPTIONS);
SHOW CREATE TABLE t2;
INSERT INTO t2 VALUES (1, 'a'), (1, 'b');
SELECT * FROM t2;
