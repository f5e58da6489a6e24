-- ALTER TABLE t$branch_b SET / ADD: the branch's own schema versions; main keeps its schema; SHOW CREATE TABLE names the branch
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_branch('default.t', 'b');
ALTER TABLE t$branch_b SET ('snapshot.num-retained.max' = '70');
SELECT * FROM t$branch_b$options;
SELECT * FROM t$options;
ALTER TABLE t$branch_b ADD c INT;
INSERT INTO t$branch_b VALUES (2, 'x', 5);
SELECT * FROM t$branch_b;
SELECT * FROM t;
SELECT schema_id FROM t$branch_b$schemas;
SELECT schema_id FROM t$schemas;
SHOW CREATE TABLE t$branch_b;
