-- a branch from a tag has the tag's schema (not the table's later one); an empty branch has the latest
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_tag('default.t', 'tg', 1);
ALTER TABLE t ADD c INT;
INSERT INTO t VALUES (2, 'b', 3);
CALL sys.create_branch('default.t', 'b', 'tg');
SELECT * FROM t$branch_b;
SELECT schema_id FROM t$branch_b$schemas;
INSERT INTO t$branch_b VALUES (5, 'e');
SELECT * FROM t$branch_b;
CALL sys.create_branch('default.t', 'b2');
SELECT schema_id FROM t$branch_b2$schemas;
INSERT INTO t$branch_b2 VALUES (6, 'f', 7);
SELECT * FROM t$branch_b2;
