-- sys.delete_branch of a branch created from a tag leaves main and the tag readable; the name can be created again (empty)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_tag('default.t', 'tg', 1);
CALL sys.create_branch('default.t', 'b', 'tg');
INSERT INTO t$branch_b VALUES (2, 'b');
CALL sys.delete_branch('default.t', 'b');
SELECT * FROM t;
SELECT * FROM t /*+ OPTIONS('scan.tag-name' = 'tg') */;
CALL sys.create_branch('default.t', 'b');
SELECT * FROM t$branch_b;
SELECT snapshot_id FROM t$branch_b$snapshots;
