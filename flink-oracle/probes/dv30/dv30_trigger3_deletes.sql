-- deletion vectors: DELETEs of keys the bottom run holds, one per commit, with a small num-sorted-run.compaction-trigger
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true', 'num-sorted-run.compaction-trigger' = '3');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f'), (7, 'g'), (8, 'h');
INSERT INTO t VALUES -D(2, 'b');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
INSERT INTO t VALUES -D(3, 'c');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
INSERT INTO t VALUES (9, 'i');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
INSERT INTO t VALUES -D(4, 'd');
INSERT INTO t VALUES (10, 'j');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t ORDER BY k;
