-- scan.timestamp (a date-time string) for a streaming read: before every commit reads all changes, far in the future reads nothing
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES -U(1, 'a'), +U(1, 'b');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.timestamp' = '2000-01-01 00:00:00') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-timestamp', 'scan.timestamp' = '2999-01-01 00:00:00') */;
SELECT * FROM t /*+ OPTIONS('scan.timestamp-millis' = '32503680000000') */;
