-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); databases are Flink catalog operations the Java-API interpreter does not run
-- exit: 1
-- DROP DATABASE of a missing database fails without IF EXISTS
DROP DATABASE nope;
