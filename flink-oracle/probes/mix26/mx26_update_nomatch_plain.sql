-- the same UPDATE matching nothing without sequence.field
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (8, 'dd', 42), (3, 'e', 9);
UPDATE t SET v = 'u14' WHERE k = 6;
SELECT snapshot_id, commit_kind FROM t$snapshots;
ALTER TABLE t SET ('sequence.field' = 'n');
UPDATE t SET v = 'u15' WHERE k = 7;
SELECT snapshot_id, commit_kind FROM t$snapshots;
