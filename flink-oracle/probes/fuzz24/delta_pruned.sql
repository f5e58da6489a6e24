CREATE TABLE t (k INT NOT NULL, s STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a', 1);
INSERT INTO t VALUES (1, 'b', 5);
INSERT INTO t VALUES (2, 'c', 7);
INSERT INTO t VALUES (2, 'd', 1);
SET 'execution.runtime-mode' = 'streaming';
SELECT 'delta', k, s, n FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE n > 2;
SELECT 'full', k, s, n FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '2') */ WHERE n > 2;
