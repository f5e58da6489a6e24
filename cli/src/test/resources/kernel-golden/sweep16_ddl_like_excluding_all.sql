-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- ordered
-- LIKE t (EXCLUDING ALL): no primary key and no options, but the columns keep their NOT NULL and (as Flink 2.0 merges partitions: EXCLUDING only allows declaring others) t's partitioning stays
CREATE TABLE t (k INT, v STRING, p STRING, PRIMARY KEY (k, p) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '2');
CREATE TABLE t2 LIKE t (EXCLUDING ALL);
SHOW CREATE TABLE t2;
CREATE TABLE t3 LIKE t (EXCLUDING OPTIONS EXCLUDING CONSTRAINTS EXCLUDING PARTITIONS);
SHOW CREATE TABLE t3;
CREATE TABLE t4 PARTITIONED BY (v) LIKE t (EXCLUDING ALL);
SHOW CREATE TABLE t4;
