-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/mix25); the Java-API interpreter runs no Flink compact job or streaming read
-- overwrite-upgrade: an INSERT OVERWRITE commit holds level-5 files (no producer, input) but level-0 ones where a COMPACT snapshot follows it (full-compaction producer, full-compaction.delta-commits)
CREATE TABLE a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE b (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'full-compaction');
CREATE TABLE c (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'full-compaction.delta-commits' = '1');
CREATE TABLE d (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO a VALUES (1, 'a');
INSERT OVERWRITE a VALUES (2, 'b'), (3, 'c');
INSERT INTO b VALUES (1, 'a');
INSERT OVERWRITE b VALUES (2, 'b'), (3, 'c');
INSERT INTO c VALUES (1, 'a');
INSERT OVERWRITE c VALUES (2, 'b'), (3, 'c');
INSERT INTO d VALUES (1, 'a');
INSERT OVERWRITE d VALUES (2, 'b'), (3, 'c');
SELECT snapshot_id, commit_kind FROM a$snapshots;
SELECT level, record_count FROM a$files /*+ OPTIONS('scan.snapshot-id' = '2') */;
SELECT snapshot_id, commit_kind FROM b$snapshots;
SELECT level, record_count FROM b$files /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT snapshot_id, commit_kind FROM c$snapshots;
SELECT level, record_count FROM c$files /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT snapshot_id, commit_kind FROM d$snapshots;
SELECT level, record_count FROM d$files /*+ OPTIONS('scan.snapshot-id' = '2') */;
