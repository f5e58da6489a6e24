-- DELETE, UPDATE, INSERT OVERWRITE and sys.compact of a branch (t$branch_b); main is untouched
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c');
CALL sys.create_tag('default.t', 'tg', 1);
CALL sys.create_branch('default.t', 'b', 'tg');
DELETE FROM t$branch_b WHERE k = 1;
UPDATE t$branch_b SET v = 'z' WHERE k = 2;
SELECT * FROM t$branch_b;
INSERT OVERWRITE t$branch_b VALUES (8, 'h');
SELECT * FROM t$branch_b;
SELECT snapshot_id, commit_kind FROM t$branch_b$snapshots;
SELECT * FROM t;
CALL sys.compact('default.t$branch_b');
SELECT snapshot_id, commit_kind FROM t$branch_b$snapshots;
