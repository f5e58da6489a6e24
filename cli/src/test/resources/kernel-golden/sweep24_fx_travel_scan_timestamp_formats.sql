-- exit: 1
-- stderr: 'scan.timestamp' = 'yesterday'
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not travel a table's schema by its stored scan options
-- scan.timestamp stored, date-only and millisecond forms
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t ADD c INT;
ALTER TABLE t SET ('scan.timestamp' = '2099-01-01');
SELECT * FROM t;
ALTER TABLE t SET ('scan.timestamp' = '2099-01-01 00:00:00.123');
SELECT * FROM t;
ALTER TABLE t SET ('scan.timestamp' = 'yesterday');
SELECT * FROM t;
