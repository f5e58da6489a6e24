-- fzmx_2656 reduced: sizes of the 1-row ORC lz4 files of bucket 0 before and after the third commit
CREATE TABLE t (k INT, v STRING, n INT, sq INT, sq2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2', 'changelog-producer' = 'input', 'sequence.field' = 'sq,sq2', 'ignore-delete' = 'true', 'force-lookup' = 'true', 'file.format' = 'orc', 'file.compression' = 'lz4');
INSERT INTO t VALUES (3, 'a', 37, 20, 1);
INSERT OVERWRITE t VALUES (8, 'a', 13, 1, 2);
SELECT bucket, `level`, record_count, file_size_in_bytes FROM t$files;
INSERT INTO t VALUES (1, 'a', 33, 25, 2);
SELECT bucket, `level`, record_count, file_size_in_bytes FROM t$files;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
