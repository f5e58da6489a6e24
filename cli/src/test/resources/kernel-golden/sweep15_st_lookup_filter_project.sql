-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run projections or WHERE on streaming reads
-- streaming read of a lookup-producer table with a projection and a value filter: -U/+U pass the filter one by one
-- ordered
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 'a', 1), (2, 'a', 2);
INSERT INTO t VALUES (1, 'b', 3), (2, 'a', 4);
DELETE FROM t WHERE k = 2;
SET 'execution.runtime-mode' = 'streaming';
SELECT n, k FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE v = 'a';
