-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); temporary tables and SHOW are Flink catalog operations the Java-API interpreter does not run
-- ordered
-- fuzz18 (gen_quickstart seeds 5, 13, 21): a temporary table lives in the database it was created in: SHOW TABLES [FROM db] lists it there only, and db.p names it from elsewhere
CREATE DATABASE d1;
CREATE TEMPORARY TABLE p1 (a INT) WITH ('connector' = 'print');
USE d1;
CREATE TEMPORARY TABLE p2 (a INT) WITH ('connector' = 'blackhole');
CREATE TABLE t (a INT);
SHOW TABLES;
SHOW TABLES FROM `default`;
INSERT INTO `default`.p1 VALUES (1);
USE `default`;
SHOW TABLES;
SHOW TABLES FROM d1;
INSERT INTO d1.p2 VALUES (1);
INSERT INTO p1 VALUES (2);
