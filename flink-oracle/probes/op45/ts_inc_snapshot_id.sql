-- incremental-between-timestamp with scan.snapshot-id
-- exit: 1
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '1', 'incremental-between-timestamp' = '0,32503680000000') */;
