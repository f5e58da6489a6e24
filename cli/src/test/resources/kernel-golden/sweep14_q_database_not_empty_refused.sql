-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); databases are Flink catalog operations the Java-API interpreter does not run
-- exit: 1
-- DROP DATABASE of a database holding a table fails without CASCADE
CREATE DATABASE d1;
CREATE TABLE d1.t (a INT);
DROP DATABASE d1;
