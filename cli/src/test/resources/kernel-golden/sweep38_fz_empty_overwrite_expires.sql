-- an INSERT OVERWRITE that commits nothing (a static partition with no data, an empty SELECT) still expires snapshots by the lowered retention, as Paimon 1.4.2's committer maintains after every overwrite (fzmx_2578 reduced)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 instead (flink-oracle, sweep 38 fz)
CREATE TABLE t (k INT, dt STRING, v STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '2', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '10');
INSERT INTO t VALUES (1, 'p1', 'a'), (2, 'p2', 'b');
INSERT INTO t VALUES (3, 'p1', 'c');
ALTER TABLE t SET ('snapshot.num-retained.max' = '1');
SELECT snapshot_id, commit_kind FROM t$snapshots;
INSERT OVERWRITE t PARTITION (dt = 'p3') SELECT k, v FROM t WHERE k > 10;
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t;
