-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: at the same time
-- CREATE TABLE with both a declared PRIMARY KEY and the 'primary-key' option is refused (Paimon: "Cannot define primary key on DDL and table options at the same time.")
CREATE TABLE t (a INT, b STRING, PRIMARY KEY (a) NOT ENFORCED) WITH ('primary-key' = 'a', 'bucket' = '1');
