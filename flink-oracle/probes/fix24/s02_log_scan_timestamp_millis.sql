-- log.scan.timestamp-millis (the alias) stored in the options, after the last snapshot, with a column added after it
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t ADD c INT;
ALTER TABLE t SET ('log.scan.timestamp-millis' = '4102444800000');
SELECT * FROM t;
DESCRIBE t;
SHOW CREATE TABLE t;
ALTER TABLE t SET ('log.scan.timestamp-millis' = '1');
SELECT * FROM t;
