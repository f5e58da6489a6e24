-- SHOW CREATE TABLE and DESCRIBE of t$branch_b: the branch's options and its 'branch'
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CALL sys.create_branch('default.t', 'b');
ALTER TABLE t$branch_b SET ('snapshot.num-retained.max' = '70');
SHOW CREATE TABLE t$branch_b;
DESCRIBE t$branch_b;
