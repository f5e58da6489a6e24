-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not travel a table's schema by its stored scan options
-- scan.tag-name stored in the options travels to the tag's schema; an ALTER TABLE ADD keeps it there
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t ADD c INT;
INSERT INTO t VALUES (2, 'b', 20);
CALL sys.create_tag('default.t', 'tg', 1);
ALTER TABLE t SET ('scan.tag-name' = 'tg');
SELECT * FROM t;
DESCRIBE t;
ALTER TABLE t ADD d INT;
DESCRIBE t;
SELECT * FROM t$audit_log;
