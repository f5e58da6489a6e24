-- incremental-between-timestamp as date-time strings
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
SELECT * FROM t /*+ OPTIONS('incremental-between-timestamp' = '2000-01-01 00:00:00,2999-01-01 00:00:00') */;
