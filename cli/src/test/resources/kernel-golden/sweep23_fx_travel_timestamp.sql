-- exit: 1
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not travel a table's schema by its stored scan options
-- scan.timestamp-millis stored in the options: a time after the last snapshot is the current schema; one before the first snapshot fails
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t ADD c INT;
INSERT INTO t VALUES (2, 'b', 20);
ALTER TABLE t SET ('scan.timestamp-millis' = '4102444800000');
SELECT * FROM t;
DESCRIBE t;
ALTER TABLE t SET ('scan.timestamp-millis' = '1');
SELECT * FROM t;
