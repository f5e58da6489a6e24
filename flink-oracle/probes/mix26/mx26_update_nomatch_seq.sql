-- fzmx_1150 reduced: which statement commits the extra snapshot (explicit row kinds, sequence.field SET, an UPDATE matching nothing)
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (8, 'dd', 42), (3, 'e', 9);
INSERT INTO t VALUES +I(5, 'e', 19), +U(8, 'a', 39), -D(2, 'e', 39);
SELECT snapshot_id, commit_kind FROM t$snapshots;
INSERT INTO t VALUES (8, 'e', 25), (5, CAST(NULL AS STRING), 33);
ALTER TABLE t SET ('sequence.field' = 'n');
UPDATE t SET v = 'u14' WHERE k = 6;
SELECT snapshot_id, commit_kind FROM t$snapshots;
UPDATE t SET v = 'u15' WHERE k = 7;
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t;
