-- fzmx_2842 reduced, no rename: deduplicate, deletion vectors, sequence.field; a commit's version of key 2 that loses to the
-- stored row (sq 6 < 29) is stored above it as Paimon's looked-up row, whose Parquet size decides the next pick
CREATE TABLE t (k INT, v STRING, n INT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'deletion-vectors.enabled' = 'true', 'sequence.field' = 'sq', 'file.format' = 'parquet');
INSERT INTO t VALUES (6, 'b', 29, 26);
SELECT level, record_count FROM t$files ORDER BY level;
INSERT INTO t VALUES (2, 'c', 10, 29), (7, 'c', 7, 5);
SELECT level, record_count FROM t$files ORDER BY level;
INSERT INTO t VALUES (4, 'c', 54, 16), (2, 'dd', 8, 6);
SELECT level, record_count FROM t$files ORDER BY level;
INSERT INTO t VALUES (2, 'e', CAST(NULL AS INT), 5), (1, 'a', 6, 7), (8, 'dd', 12, 19);
SELECT level, record_count FROM t$files ORDER BY level;
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
