-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: nullable
-- LIKE ... (EXCLUDING OPTIONS EXCLUDING CONSTRAINTS) declaring a primary key over a nullable base-table column is refused (Flink: "Invalid primary key 'PK_v'. Column 'v' is nullable.")
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
CREATE TABLE t2 (PRIMARY KEY (v) NOT ENFORCED) WITH ('bucket' = '1') LIKE t (EXCLUDING OPTIONS EXCLUDING CONSTRAINTS);
