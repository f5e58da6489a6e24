-- scan.timestamp (string) and log.scan.timestamp-millis as hints, with a column added after the last snapshot
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t ADD c INT;
SELECT * FROM t /*+ OPTIONS('scan.timestamp' = '2099-01-01 00:00:00') */;
SELECT * FROM t /*+ OPTIONS('log.scan.timestamp-millis' = '4102444800000') */;
SELECT * FROM t /*+ OPTIONS('scan.timestamp' = '1971-01-01 00:00:00') */;
