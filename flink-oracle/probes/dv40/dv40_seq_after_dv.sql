-- probe dv40: deletion vectors, sequence.field set after the data (fzmx_2614)
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a', 10), (2, 'a', 20), (3, 'a', 30), (4, 'a', 40), (5, 'a', 50), (6, 'a', 60), (7, 'b', 57);
INSERT INTO t VALUES (7, 'c', 46);
SELECT level, record_count FROM t$files ORDER BY level;
ALTER TABLE t SET ('sequence.field' = 'n');
SELECT * FROM t;
INSERT INTO t VALUES (9, 'z', 101);
SELECT level, record_count FROM t$files ORDER BY level;
SELECT * FROM t;
SELECT rowkind, k, v, n FROM t$audit_log WHERE k = 7;
INSERT INTO t VALUES (8, 'y', 102);
SELECT * FROM t WHERE k = 7;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT level, record_count FROM t$files ORDER BY level;
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
