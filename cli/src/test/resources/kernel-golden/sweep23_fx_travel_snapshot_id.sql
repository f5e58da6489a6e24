-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not travel a table's schema by its stored scan options
-- a table whose options hold scan.snapshot-id is read, described and shown in that snapshot's schema (with the current options); a hint reads another snapshot in that schema
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t ADD c INT;
INSERT INTO t VALUES (2, 'b', 20);
ALTER TABLE t SET ('scan.snapshot-id' = '1');
SELECT * FROM t;
DESCRIBE t;
SELECT * FROM t$options;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '2') */;
SELECT COUNT(*) FROM t;
ALTER TABLE t RESET ('scan.snapshot-id');
SELECT * FROM t;
DESCRIBE t;
