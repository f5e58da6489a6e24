-- scan.timestamp-millis with scan.mode latest-full
-- exit: 1
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'latest-full', 'scan.timestamp-millis' = '32503680000000') */;
