CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT OVERWRITE t SELECT * FROM t WHERE k > 5;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
ALTER TABLE t DROP PRIMARY KEY;
SHOW CREATE TABLE t;
