-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); databases are Flink catalog operations the Java-API interpreter does not run
-- exit: 1
-- CREATE DATABASE of an existing database fails
CREATE DATABASE d1;
CREATE DATABASE d1;
