-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: 'v'
-- a new column named like a base-table column is refused (Flink: "A column named 'v' already exists in the base table.")
CREATE TABLE t (k INT, v STRING);
CREATE TABLE t2 (v INT) LIKE t (EXCLUDING OPTIONS);
