-- record-level.expire-time on an INT (epoch seconds) field: reads keep expired rows until a compaction rewrites their file; a lone level-0 file holding one is rewritten (COMPACT snapshot), a null time never expires.
CREATE TABLE t (k INT, v STRING, ts INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'record-level.expire-time' = '1 d', 'record-level.time-field' = 'ts');
INSERT INTO t VALUES (1, 'old', 0), (2, 'new', 2000000000), (3, 'nul', CAST(NULL AS INT));
SELECT * FROM t;
CALL sys.compact('default.t');
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
INSERT INTO t VALUES (4, 'old2', 5);
SELECT * FROM t;
CALL sys.compact('default.t');
SELECT * FROM t;
