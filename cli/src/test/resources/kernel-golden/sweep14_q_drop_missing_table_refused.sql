-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no DROP TABLE
-- exit: 1
DROP TABLE nope;
