-- system tables of a branch: $options, $consumers, $ro, $binlog, $partitions, $branches; DESCRIBE t$branches
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_tag('default.t', 'tg', 1);
CALL sys.create_branch('default.t', 'b', 'tg');
SELECT * FROM t$branch_b$options;
SELECT count(*) FROM t$branch_b$consumers;
SELECT * FROM t$branch_b$ro;
SELECT k FROM t$branch_b$binlog;
SELECT `partition`, record_count FROM t$branch_b$partitions;
SELECT branch_name FROM t$branch_b$branches;
DESCRIBE t$branches;
