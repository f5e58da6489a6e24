-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/mix25); the Java-API interpreter runs no Flink compact job or streaming read
-- lookup producer, partial-update: a sys.compact commit expires snapshot 3 (num-retained.max 4); rollback_to a tag then lists 4..6
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 'c', 22);
INSERT INTO t VALUES (5, 'e', 58), (1, 'e', 2), (2, 'e', 19);
ALTER TABLE t SET ('snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '4');
UPDATE t SET v = 'u6' WHERE k = 5;
SELECT snapshot_id, commit_kind FROM t$snapshots;
CALL sys.create_tag(`table` => 'default.t', tag => 'tag1');
CALL sys.compact(`table` => 'default.t');
SELECT snapshot_id, commit_kind FROM t$snapshots;
CALL sys.rollback_to('default.t', 'tag1');
SELECT snapshot_id, commit_kind FROM t$snapshots;
