-- ALTER TABLE SET ('changelog-producer' = 'lookup') after an input-producer commit: the first lookup commit's changelog also carries the older level-0 file's records (key 1 again, key 2 as +I of its merged row: no value above level 0)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'bucket' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
ALTER TABLE t SET ('changelog-producer' = 'lookup');
INSERT INTO t VALUES (2, 'c'), (3, 'd');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
