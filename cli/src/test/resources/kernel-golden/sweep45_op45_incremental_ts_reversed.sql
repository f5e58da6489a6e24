-- stderr: the end timestamp 0 is before the start timestamp 32503680000000
-- exit: 1
-- incremental-between-timestamp with its end before its start is refused (Paimon: Ending timestamp 0 should be >= starting timestamp)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
SELECT * FROM t /*+ OPTIONS('incremental-between-timestamp' = '32503680000000,0') */;
