-- main's expiration after a branch was created from a tag: the branch (and its copy of the tag) still reads; main's tag deleted. Reading the branch after that is left out: Paimon 1.4.2 then fails (the manifests were deleted), Varve keeps the branch's files
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_tag('default.t', 'tg', 1);
CALL sys.create_branch('default.t', 'b', 'tg');
INSERT OVERWRITE t VALUES (2, 'b');
INSERT OVERWRITE t VALUES (3, 'c');
CALL sys.expire_snapshots(`table` => 'default.t', retain_max => 1, retain_min => 1);
SELECT * FROM t$branch_b;
SELECT snapshot_id FROM t$snapshots;
CALL sys.delete_tag('default.t', 'tg');
