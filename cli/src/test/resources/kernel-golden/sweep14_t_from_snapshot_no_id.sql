-- exit: 1
-- 'scan.mode' = 'from-snapshot' without 'scan.snapshot-id' or 'scan.tag-name' is refused
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot') */;
