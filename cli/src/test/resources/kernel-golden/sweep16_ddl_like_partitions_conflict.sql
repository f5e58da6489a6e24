-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: partitions
-- declaring partitions when the base table has some needs EXCLUDING PARTITIONS (Flink: "The base table already has partitions defined.")
CREATE TABLE t (k INT, v STRING, p STRING) PARTITIONED BY (p);
CREATE TABLE t2 PARTITIONED BY (v) LIKE t (EXCLUDING OPTIONS);
