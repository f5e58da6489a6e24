-- incremental-between-timestamp entirely after the latest snapshot
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
SELECT * FROM t /*+ OPTIONS('incremental-between-timestamp' = '32503680000000,32503680000001') */;
SELECT count(*) FROM t /*+ OPTIONS('incremental-between-timestamp' = '32503680000000,32503680000000') */;
