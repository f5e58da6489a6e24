CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
TRUNCATE TABLE t;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
ALTER TABLE t DROP PRIMARY KEY;
SHOW CREATE TABLE t;
INSERT INTO t VALUES (1, 'b'), (1, 'c');
SELECT * FROM t;
