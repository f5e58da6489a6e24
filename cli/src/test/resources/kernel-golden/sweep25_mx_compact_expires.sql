-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/mix25); the Java-API interpreter runs no Flink compact job or streaming read
-- sys.compact (minor, full, and a full one that compacts nothing) expires snapshots by the table's retention afterwards, as the compact job's committer does
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
SELECT snapshot_id, commit_kind FROM t$snapshots;
CALL sys.compact(`table` => 'default.t');
SELECT snapshot_id, commit_kind FROM t$snapshots;
ALTER TABLE t SET ('snapshot.num-retained.max' = '1');
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT snapshot_id, commit_kind FROM t$snapshots;
INSERT INTO t VALUES (3, 'c');
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT snapshot_id, commit_kind FROM t$snapshots;
