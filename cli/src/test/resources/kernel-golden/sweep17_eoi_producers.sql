-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files and does not end a statement with the Flink sink's end-of-input compaction
-- full-compaction producer and full-compaction.delta-commits in batch: every statement ends with a full compaction in its own COMPACT snapshot; the input producer's fifth statement compacts too (no changelog in the COMPACT snapshot)
CREATE TABLE f (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '3');
INSERT INTO f VALUES (1, 'a');
INSERT INTO f VALUES (2, 'b');
SELECT level, record_count FROM f$files;
SELECT snapshot_id, commit_kind FROM f$snapshots;
CREATE TABLE i (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO i VALUES (1, 'a');
INSERT INTO i VALUES (2, 'b');
INSERT INTO i VALUES (3, 'c');
INSERT INTO i VALUES (4, 'd');
INSERT INTO i VALUES (5, 'e');
SELECT level, record_count FROM i$files;
SELECT snapshot_id, commit_kind, changelog_record_count FROM i$snapshots;
CREATE TABLE g (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'full-compaction.delta-commits' = '2');
INSERT INTO g VALUES (1, 'a');
INSERT INTO g VALUES (2, 'b');
INSERT INTO g VALUES (3, 'c');
SELECT level, record_count FROM g$files;
SELECT snapshot_id, commit_kind FROM g$snapshots;
