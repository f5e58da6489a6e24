-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); temporary tables are Flink catalog objects the Java-API interpreter does not run
-- exit: 1
-- an unqualified name means the current database: after USE d1, p1 (created in default) is not found (Flink: "Cannot find table '`varve`.`d1`.`p1`'")
CREATE DATABASE d1;
CREATE TEMPORARY TABLE p1 (a INT) WITH ('connector' = 'print');
INSERT INTO p1 VALUES (1);
USE d1;
INSERT INTO p1 VALUES (2);
