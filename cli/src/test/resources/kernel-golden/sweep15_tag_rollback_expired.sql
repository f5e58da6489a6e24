-- sys.rollback_to a tag whose snapshot expired: the snapshot is restored from the tag (the only snapshot left), the next commit follows it
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_tag('default.t', 't1', 1);
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
CALL sys.create_tag('default.t', 't3', 3);
INSERT INTO t VALUES (3, 'd');
SELECT snapshot_id FROM t$snapshots;
CALL sys.rollback_to(`table` => 'default.t', tag => 't1');
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT tag_name, snapshot_id FROM t$tags;
SELECT * FROM t;
INSERT INTO t VALUES (5, 'e');
SELECT snapshot_id FROM t$snapshots;
SELECT * FROM t;
SELECT * FROM t /*+ OPTIONS('scan.tag-name' = 't1') */;
