-- exit: 1
-- incremental-between with the start after the end
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (3, 'c');
SELECT * FROM t /*+ OPTIONS('incremental-between' = '3,1') */;
