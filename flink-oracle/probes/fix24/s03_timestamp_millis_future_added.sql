-- scan.timestamp-millis stored, after the last snapshot, with a column added after it (the latest snapshot's schema?)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t ADD c INT;
ALTER TABLE t SET ('scan.timestamp-millis' = '4102444800000');
SELECT * FROM t;
DESCRIBE t;
