-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not publish a lookup-layout commit's compaction as its own COMPACT snapshot
-- deletion-vector and first-row tables publish APPEND then COMPACT (no changelog); their batch reads leave level 0 out, so time travel to an APPEND id and a delta read of it do not see that statement's rows
CREATE TABLE F (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'bucket' = '1');
CREATE TABLE D (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('deletion-vectors.enabled' = 'true', 'bucket' = '1');
CREATE TABLE L (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO F VALUES (1, 'a'), (2, 'b');
INSERT INTO F VALUES (3, 'c');
INSERT INTO D VALUES (1, 'a'), (2, 'b');
INSERT INTO D VALUES (1, 'a2');
INSERT INTO L VALUES (1, 'a'), (2, 'b');
INSERT INTO L VALUES (1, 'a2');
SELECT 'Fs', snapshot_id, commit_kind, total_record_count, delta_record_count FROM F$snapshots;
SELECT 'Ds', snapshot_id, commit_kind, total_record_count, delta_record_count FROM D$snapshots;
SELECT 'F1', * FROM F /*+ OPTIONS('scan.snapshot-id' = '1') */;
SELECT 'F3', * FROM F /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT 'F4', * FROM F /*+ OPTIONS('scan.snapshot-id' = '4') */;
SELECT 'D1', * FROM D /*+ OPTIONS('scan.snapshot-id' = '1') */;
SELECT 'D3', * FROM D /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT 'D4', * FROM D /*+ OPTIONS('scan.snapshot-id' = '4') */;
SELECT 'L3', * FROM L /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT 'FA3', * FROM F$audit_log /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT 'DA3', * FROM D$audit_log /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT 'LA3', * FROM L$audit_log /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT 'FI', * FROM F /*+ OPTIONS('incremental-between' = '2,3') */;
SELECT 'DI', * FROM D /*+ OPTIONS('incremental-between' = '2,3') */;
SELECT 'DI4', * FROM D /*+ OPTIONS('incremental-between' = '2,4') */;
SET 'execution.runtime-mode' = 'streaming';
SELECT 'Dfull3', * FROM D /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '3') */;
SELECT 'Lfull3', * FROM L /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '3') */;
