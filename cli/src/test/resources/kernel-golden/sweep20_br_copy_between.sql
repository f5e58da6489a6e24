-- INSERT ... SELECT between main and a branch, and a join of the two
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
CALL sys.create_branch('default.t', 'b');
INSERT INTO t$branch_b SELECT * FROM t WHERE k = 2;
INSERT INTO t SELECT k + 10, v FROM t$branch_b;
SELECT * FROM t;
SELECT * FROM t$branch_b;
SELECT t.k, b.v FROM t JOIN t$branch_b AS b ON t.k = b.k;
