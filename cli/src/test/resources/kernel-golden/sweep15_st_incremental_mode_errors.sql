-- exit: 1
-- stderr: incremental
-- scan.mode incremental without incremental-between is refused
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'incremental') */;
