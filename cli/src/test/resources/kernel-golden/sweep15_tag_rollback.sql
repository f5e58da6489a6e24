-- sys.rollback_to a tag (named and positional): its answer, the tags of later snapshots are deleted; rollback_to a snapshot id deletes later tags too; the next commit takes the following id
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
CALL sys.create_tag('default.t', 't1', 1);
CALL sys.create_tag('default.t', 't2', 2);
CALL sys.create_tag('default.t', 't3', 3);
INSERT INTO t VALUES (4, 'd');
CALL sys.create_tag('default.t', 't4', 4);
CALL sys.rollback_to(`table` => 'default.t', snapshot_id => 3);
SELECT tag_name, snapshot_id FROM t$tags;
CALL sys.rollback_to(`table` => 'default.t', tag => 't2');
SELECT tag_name, snapshot_id FROM t$tags;
SELECT snapshot_id FROM t$snapshots;
SELECT * FROM t;
CALL sys.rollback_to('default.t', 't1');
SELECT tag_name, snapshot_id FROM t$tags;
SELECT * FROM t;
INSERT INTO t VALUES (9, 'z');
SELECT snapshot_id FROM t$snapshots;
SELECT * FROM t;
