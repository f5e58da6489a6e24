-- scan.timestamp and scan.timestamp-millis together
-- exit: 1
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
SELECT * FROM t /*+ OPTIONS('scan.timestamp' = '2999-01-01 00:00:00', 'scan.timestamp-millis' = '32503680000000') */;
