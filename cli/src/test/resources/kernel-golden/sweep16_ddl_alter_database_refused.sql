-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: altering a database
-- ALTER DATABASE fails on Paimon's filesystem catalog ("Alter database is not supported.")
CREATE DATABASE d WITH ('k' = 'v');
ALTER DATABASE d SET ('k' = 'w');
