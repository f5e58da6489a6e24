-- deleting the tag a branch was created from is allowed; the branch keeps its copy of the tag and its rows
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_tag('default.t', 'tg', 1);
CALL sys.create_branch('default.t', 'b', 'tg');
CALL sys.delete_tag('default.t', 'tg');
SELECT * FROM t$branch_b;
SELECT tag_name FROM t$branch_b$tags;
