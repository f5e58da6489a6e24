-- streaming scan.mode latest (only new commits), latest-full, from-snapshot-full and from-timestamp far in the past, on an input-producer table
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES -U(1, 'a'), +U(1, 'a2');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'latest') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '1') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-timestamp', 'scan.timestamp-millis' = '1') */;
SELECT * FROM t /*+ OPTIONS('scan.timestamp-millis' = '1') */;
