-- deletion vectors: an upsert and DELETEs in turn with num-sorted-run.compaction-trigger 2: level 4 holds marks and rows
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true', 'num-sorted-run.compaction-trigger' = '2');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f');
INSERT INTO t VALUES -D(2, 'b');
INSERT INTO t VALUES (3, 'cc');
INSERT INTO t VALUES -D(4, 'd');
INSERT INTO t VALUES -D(5, 'e');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t ORDER BY k;
