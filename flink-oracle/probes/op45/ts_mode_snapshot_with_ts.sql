-- scan.mode from-snapshot with only scan.timestamp-millis
-- exit: 1
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.timestamp-millis' = '32503680000000') */;
