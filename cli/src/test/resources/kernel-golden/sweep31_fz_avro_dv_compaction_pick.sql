-- file.format avro (deletion vectors: the lookup layout's commit compaction): the second commit's 3-row level-0 file
-- joins the first's 3-row file, as Paimon's Avro sizes decide (COMPACTION.md "Run sizes", version 3; reduced from fzmx_1810).
-- Weighed as Parquet files (version 2) it stayed above (level 4), and the COMPACT snapshot counted 6 records.
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true', 'file.format' = 'avro');
INSERT INTO t VALUES (3, 'b', CAST(NULL AS INT)), (4, 'c', 34), (7, 'b', 38);
INSERT INTO t VALUES (3, 'c', CAST(NULL AS INT)), (7, 'a', 47), (8, 'b', CAST(NULL AS INT));
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT * FROM t;
