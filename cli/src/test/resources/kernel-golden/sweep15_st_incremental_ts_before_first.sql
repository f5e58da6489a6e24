-- incremental-between-timestamp entirely before the first snapshot reads nothing; one ending after the latest reads everything
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
SELECT * FROM t /*+ OPTIONS('incremental-between-timestamp' = '0,1000') */;
SELECT * FROM t /*+ OPTIONS('incremental-between-timestamp' = '1000,32503680000000') */;
