-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not travel a table's schema by its stored scan options
-- SHOW CREATE TABLE of a table whose options hold scan.snapshot-id: the traveled columns
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t SET ('scan.snapshot-id' = '1');
SHOW CREATE TABLE t;
ALTER TABLE t ADD c INT;
SHOW CREATE TABLE t;
