-- $snapshots watermark, next_row_id, record counts after insert, delete, update, overwrite and compaction (primary-key and append tables)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter reads $snapshots without watermark (Paimon's Java API records none; Flink's committer records Long.MIN_VALUE) and without IS NULL projections
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE a (k INT, v STRING);
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c');
DELETE FROM t WHERE k = 2;
UPDATE t SET v = 'z' WHERE k = 3;
INSERT OVERWRITE t VALUES (5, 'e');
CALL sys.compact('default.t');
INSERT INTO a VALUES (1, 'a'), (2, 'b');
INSERT OVERWRITE a VALUES (3, 'c');
SELECT snapshot_id, schema_id, commit_identifier, commit_kind, total_record_count, delta_record_count, changelog_record_count, `watermark`, next_row_id FROM t$snapshots;
SELECT snapshot_id, schema_id, commit_identifier, commit_kind, total_record_count, delta_record_count, changelog_record_count, `watermark`, next_row_id FROM a$snapshots;
SELECT changelog_manifest_list IS NULL, commit_user IS NULL FROM t$snapshots;
SELECT * FROM a;
