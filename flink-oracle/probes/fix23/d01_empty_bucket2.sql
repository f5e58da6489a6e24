CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2');
ALTER TABLE t DROP PRIMARY KEY;
SHOW CREATE TABLE t;
SELECT * FROM t$options;
SELECT schema_id, primary_keys, options FROM t$schemas;
INSERT INTO t VALUES (1, 'a'), (1, 'b');
SELECT * FROM t;
SELECT snapshot_id, schema_id, commit_kind FROM t$snapshots;
