-- tags and rollback_to on a branch (t$branch_b) leave main alone; a branch created from a branch
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_branch('default.t', 'b');
INSERT INTO t$branch_b VALUES (2, 'b');
INSERT INTO t$branch_b VALUES (3, 'c');
CALL sys.create_tag('default.t$branch_b', 'bt', 1);
SELECT tag_name, snapshot_id FROM t$branch_b$tags;
SELECT tag_name FROM t$tags;
CALL sys.rollback_to(`table` => 'default.t$branch_b', snapshot_id => 1);
SELECT * FROM t$branch_b;
SELECT * FROM t;
CALL sys.create_branch('default.t$branch_b', 'c');
SELECT branch_name FROM t$branches;
