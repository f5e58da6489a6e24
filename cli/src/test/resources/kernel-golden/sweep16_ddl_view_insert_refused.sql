-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- exit: 1
-- stderr: view
-- INSERT INTO a view fails (Flink: "Sink 'varve.default.v' does not exists")
CREATE TABLE t (a INT, b STRING);
CREATE TEMPORARY VIEW v AS SELECT a, b FROM t;
INSERT INTO v VALUES (1, 'x');
