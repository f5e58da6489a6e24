-- fuzz16_0925 reduced: a cross-partition upsert table (bucket = -1, key without the partition) with 'ignore-delete':
-- a key moving partition sends its old partition a -D, which ignore-delete drops at write (Paimon's table write),
-- so the key reads in both partitions and a streaming read of the snapshots shows no -D
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter has no global key index for cross-partition updates and does not interpret streaming system-table reads
CREATE TABLE t (p STRING, k INT, a INT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '-1', 'ignore-delete' = 'true');
INSERT INTO t VALUES ('p1', 1, 10), ('p2', 2, 20);
INSERT INTO t VALUES ('p2', 1, 11), ('p1', 3, 30);
SELECT * FROM t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM t$audit_log /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
