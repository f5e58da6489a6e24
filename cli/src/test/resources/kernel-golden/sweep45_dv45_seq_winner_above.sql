-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no $files query and does not publish a lookup-layout commit's compaction as its own COMPACT snapshot
-- sweep 45 dv45 (fzmx_2842; probes flink-oracle/probes/dv45): deduplicate, deletion vectors, sequence.field. The third commit's (2, 'dd', 8, sq 6) loses to the stored (2, 'c', 10, sq 29): Paimon's lookup rewrite stores that row again on level 4 (marking the one below), whose Parquet file (v repeats 'c': a dictionary page) outweighs the fourth commit's 3-row file, which then stays above on level 3 (8 records, not a full compaction to 6).
CREATE TABLE t (k INT, v STRING, n INT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'deletion-vectors.enabled' = 'true', 'sequence.field' = 'sq', 'file.format' = 'parquet');
INSERT INTO t VALUES (6, 'b', 29, 26);
SELECT level, record_count FROM t$files ORDER BY level;
INSERT INTO t VALUES (2, 'c', 10, 29), (7, 'c', 7, 5);
SELECT level, record_count FROM t$files ORDER BY level;
INSERT INTO t VALUES (4, 'c', 54, 16), (2, 'dd', 8, 6);
SELECT level, record_count FROM t$files ORDER BY level;
INSERT INTO t VALUES (2, 'e', CAST(NULL AS INT), 5), (1, 'a', 6, 7), (8, 'dd', 12, 19);
SELECT level, record_count FROM t$files ORDER BY level;
SELECT * FROM t ORDER BY k;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
