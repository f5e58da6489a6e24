-- exit: 1
-- incremental-between with an end snapshot beyond the latest
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
SELECT * FROM t /*+ OPTIONS('incremental-between' = '1,5') */;
