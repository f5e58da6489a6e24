-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); temporary tables are Flink catalog operations the Java-API interpreter does not run
-- exit: 1
-- DROP TABLE of a temporary table is refused (Flink: drop it with DROP TEMPORARY TABLE)
CREATE TEMPORARY TABLE p (a INT) WITH ('connector' = 'print');
DROP TABLE p;
