-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not travel a table's schema by its stored scan options
-- a stored scan.snapshot-id: DROP of a traveled column, then MODIFY c of the traveled schema
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t ADD c INT;
INSERT INTO t VALUES (2, 'b', 20);
ALTER TABLE t SET ('scan.snapshot-id' = '1');
ALTER TABLE t DROP v;
DESCRIBE t;
SELECT * FROM t;
ALTER TABLE t RESET ('scan.snapshot-id');
DESCRIBE t;
SELECT * FROM t;
