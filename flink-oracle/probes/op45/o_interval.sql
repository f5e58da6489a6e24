-- compaction.optimization-interval: a writer's first pick with two or more sorted runs is a full compaction
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'compaction.optimization-interval' = '1 d');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT level, record_count FROM t$files;
