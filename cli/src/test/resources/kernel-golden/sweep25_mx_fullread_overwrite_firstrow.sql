-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/mix25); the Java-API interpreter runs no Flink compact job or streaming read
-- first-row with the lookup producer: as mx_fullread_overwrite
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT OVERWRITE t VALUES (3, 'c'), (4, 'd');
INSERT INTO t VALUES (5, 'e');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '3') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '4') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '1') */;
