-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); databases and SHOW are Flink catalog operations the Java-API interpreter does not run
-- ordered
-- CREATE DATABASE with COMMENT and WITH, names qualified with the catalog (varve.d1.t, USE varve.d1, SHOW TABLES FROM varve.d2 / IN d1), DROP TABLE IF EXISTS in a missing database
CREATE DATABASE IF NOT EXISTS d1 COMMENT 'first';
CREATE DATABASE d2 WITH ('k' = 'v');
CREATE TABLE varve.d1.t (a INT);
INSERT INTO varve.d1.t VALUES (1);
USE varve.d1;
SHOW CURRENT DATABASE;
SHOW TABLES;
SHOW TABLES FROM varve.d2;
SHOW TABLES IN d1;
SELECT * FROM t;
DROP TABLE IF EXISTS nodb.t;
DROP TABLE IF EXISTS d2.nope;
USE `default`;
SHOW DATABASES;
