-- deletion vectors, deduplicate with sequence.field: a DELETE above the bottom run, then a late lower-sequence record
CREATE TABLE t (k INT, v STRING, s INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'sequence.field' = 's', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a', 10), (2, 'b', 10), (3, 'c', 10), (4, 'd', 10), (5, 'e', 10), (6, 'f', 10);
INSERT INTO t VALUES -D(2, 'b', 20);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES (2, 'late', 15);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t;
