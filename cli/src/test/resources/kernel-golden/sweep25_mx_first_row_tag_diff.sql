-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, fzmx_0136 as generated); the Java-API interpreter runs no Flink compact job
-- first-row: incremental-between two tags diffs their snapshots with level 0 left out on both sides; tag2's rows sat on level 0 (rolled back to before their COMPACT), so the compaction that moved them up shows them as added
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2', 'merge-engine' = 'first-row', 'consumer.expiration-time' = '1 d');
INSERT INTO t VALUES (1, 'a', 4), (2, 'e', 40);
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '1') */;
CALL sys.create_tag(`table` => 'default.t', tag => 'tag1');
INSERT OVERWRITE t VALUES (5, 'c', CAST(NULL AS INT)), (2, 'c', CAST(NULL AS INT));
CALL sys.create_tag('default.t', 'tag2', 1);
ALTER TABLE t DROP n;
CALL sys.rollback_to('default.t', 'tag2');
CALL sys.compact(`table` => 'default.t');
SELECT COUNT(*) AS c FROM t;
INSERT INTO t VALUES (4, 'dd'), (8, 'b');
ALTER TABLE t SET ('snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2');
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
CALL sys.create_tag(`table` => 'default.t', tag => 'tag3');
CALL sys.create_tag(`table` => 'default.t', tag => 'tag4');
SELECT * FROM t /*+ OPTIONS('incremental-between' = 'tag2,tag3') */;
CALL sys.create_branch('default.t', 'b1');
INSERT INTO t VALUES (8, 'dd'), (2, 'a'), (6, 'dd');
ALTER TABLE t ADD c1 STRING;
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
