-- input producer, a compaction, one more input-era commit, then lookup: the before-image is the key's value above level 0 (-U/+U of key 1); the next lookup commit does not emit the input-era records again
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'bucket' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
CALL sys.compact('default.t');
INSERT INTO t VALUES (1, 'a2');
ALTER TABLE t SET ('changelog-producer' = 'lookup');
INSERT INTO t VALUES (3, 'd');
INSERT INTO t VALUES (3, 'e');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '4') */;
