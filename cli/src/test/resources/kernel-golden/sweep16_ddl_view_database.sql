-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: does not exist
-- a temporary view lives in the database current at its creation: SHOW VIEWS there and SHOW TABLES FROM it list it, qualified names reach it, an unqualified name elsewhere does not
CREATE DATABASE d1;
CREATE TABLE d1.t (a INT);
INSERT INTO d1.t VALUES (5);
USE d1;
CREATE TEMPORARY VIEW v AS SELECT a * 2 AS a2 FROM t;
SHOW VIEWS;
USE `default`;
SHOW VIEWS;
SHOW TABLES FROM d1;
SELECT * FROM d1.v;
SELECT * FROM varve.d1.v;
SELECT * FROM v;
