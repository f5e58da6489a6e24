-- exit: 1
-- time travel to a snapshot id that never existed fails
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '5') */;
