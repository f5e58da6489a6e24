-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/mix25); the Java-API interpreter runs no Flink compact job or streaming read
-- lookup producer: the OVERWRITE snapshot holds level-0 files (its COMPACT moves them up), so a streaming from-snapshot-full read at the OVERWRITE id sees none of them, and the COMPACT has no changelog
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT OVERWRITE t VALUES (3, 'c'), (4, 'd');
INSERT INTO t VALUES (5, 'e');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '3') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '4') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '1') */;
