-- snapshot.ignore-empty-commit = false
-- exit: 1
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('snapshot.ignore-empty-commit' = 'false');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t SELECT * FROM t WHERE k > 5;
CALL sys.compact('default.t');
CALL sys.compact('default.t');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
