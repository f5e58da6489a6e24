-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); temporary tables and SHOW are Flink catalog operations the Java-API interpreter does not run
-- ordered
-- a temporary print table is listed by SHOW TABLES and described; DROP TEMPORARY TABLE removes it
CREATE TABLE t (a INT);
CREATE TEMPORARY TABLE p (a INT, b STRING) WITH ('connector' = 'print');
SHOW TABLES;
DESCRIBE p;
DROP TEMPORARY TABLE p;
SHOW TABLES;
