-- not checked against Paimon: reads $files (levels and record counts after the commits' compactions)
-- sweep 42 sz (fzmx_2656 reduced): ORC with lz4. Bucket 0's bottom holds key 8's 1-row file (806 bytes in Paimon);
-- the next commit's 1-row file of key 1 is 792 bytes, 792 * 1.01 < 806, so the forced level-0 compaction leaves it
-- above (level 4) instead of merging it into the bottom. Run sizes version 8 lays the ORC files out exactly.
CREATE TABLE t (k INT, v STRING, n INT, sq INT, sq2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2', 'changelog-producer' = 'input', 'sequence.field' = 'sq,sq2', 'ignore-delete' = 'true', 'force-lookup' = 'true', 'file.format' = 'orc', 'file.compression' = 'lz4');
INSERT INTO t VALUES (3, 'a', 37, 20, 1);
INSERT OVERWRITE t VALUES (8, 'a', 13, 1, 2);
SELECT bucket, `level`, record_count FROM t$files ORDER BY bucket, `level`;
INSERT INTO t VALUES (1, 'a', 33, 25, 2);
SELECT bucket, `level`, record_count FROM t$files ORDER BY bucket, `level`;
SELECT * FROM t ORDER BY k;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
