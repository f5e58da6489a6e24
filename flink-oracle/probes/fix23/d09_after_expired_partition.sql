CREATE TABLE t (p STRING, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '1');
INSERT INTO t VALUES ('x', 1, 'a');
ALTER TABLE t DROP PARTITION (p = 'x');
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
ALTER TABLE t DROP PRIMARY KEY;
SHOW CREATE TABLE t;
