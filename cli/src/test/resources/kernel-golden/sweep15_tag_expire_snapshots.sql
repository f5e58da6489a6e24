-- snapshot.num-retained.* at commit and sys.expire_snapshots keep what tags reference: reads at the tags after their snapshots expired, $tags record counts, a new tag of an expired snapshot another tag keeps
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_tag('default.t', 't1', 1);
INSERT INTO t VALUES (2, 'b');
CALL sys.create_tag('default.t', 't2', 2);
INSERT INTO t VALUES (1, 'c');
CALL sys.compact('default.t');
INSERT INTO t VALUES (3, 'd');
SELECT snapshot_id FROM t$snapshots;
CALL sys.expire_snapshots(`table` => 'default.t', retain_max => 1, retain_min => 1);
SELECT snapshot_id FROM t$snapshots;
SELECT tag_name, snapshot_id, record_count FROM t$tags;
SELECT * FROM t /*+ OPTIONS('scan.tag-name' = 't1') */;
SELECT * FROM t /*+ OPTIONS('scan.tag-name' = 't2') */;
SELECT `partition`, level, record_count FROM t$files /*+ OPTIONS('scan.tag-name' = 't2') */;
CALL sys.delete_tag('default.t', 't1');
SELECT * FROM t /*+ OPTIONS('scan.tag-name' = 't2') */;
CALL sys.create_tag('default.t', 't2b', 2);
SELECT * FROM t /*+ OPTIONS('scan.tag-name' = 't2b') */;
SELECT * FROM t;
