-- scan.mode from-timestamp without a timestamp
-- exit: 1
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-timestamp') */;
