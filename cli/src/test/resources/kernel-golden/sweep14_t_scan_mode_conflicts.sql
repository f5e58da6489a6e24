-- exit: 1
-- 'scan.mode' = 'latest' together with 'scan.snapshot-id' is refused
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'latest', 'scan.snapshot-id' = '1') */;
