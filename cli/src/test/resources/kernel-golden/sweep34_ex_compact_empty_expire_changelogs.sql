-- the input producer, changelogs decoupled (4 commits with 1 snapshot retained leave changelogs 1-3), TRUNCATE, the
-- changelog retention lowered to 2, CALL sys.compact of the emptied table: it expires nothing, so
-- sys.expire_changelogs(retain_max 1) still finds changelogs 1-3 and deletes 1 and 2 (the newest stays): it answers 2
-- (reduced from fuzz fzmx_2292, where Varve expired on the empty compaction and the procedure then answered 2 for 3)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 instead (flink-oracle, sweep 34 ex)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '1', 'changelog.num-retained.min' = '1', 'changelog.num-retained.max' = '20');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (3, 'c');
INSERT INTO t VALUES (4, 'd');
TRUNCATE TABLE t;
ALTER TABLE t SET ('changelog.num-retained.max' = '2');
CALL sys.compact(`table` => 'default.t');
SELECT snapshot_id, commit_kind FROM t$snapshots;
CALL sys.expire_changelogs(`table` => 'default.t', retain_max => 1);
SELECT snapshot_id, commit_kind FROM t$snapshots;
