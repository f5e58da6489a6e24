-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- ordered
-- LIKE ... (EXCLUDING OPTIONS EXCLUDING CONSTRAINTS) with a new primary key over a NOT NULL column: the declared key replaces the base table's (the old key column keeps its NOT NULL)
CREATE TABLE t (k INT, v STRING NOT NULL, PRIMARY KEY (k) NOT ENFORCED);
CREATE TABLE t2 (PRIMARY KEY (v) NOT ENFORCED) WITH ('bucket' = '1') LIKE t (EXCLUDING OPTIONS EXCLUDING CONSTRAINTS);
SHOW CREATE TABLE t2;
INSERT INTO t2 VALUES (1, 'a'), (2, 'a');
SELECT * FROM t2;
