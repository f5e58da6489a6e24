-- scan.fallback-branch of an unpartitioned table: the fallback's rows while main has none
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE u (k INT, v STRING);
CALL sys.create_branch('default.u', 'b');
INSERT INTO u$branch_b VALUES (2, 'x');
ALTER TABLE u SET ('scan.fallback-branch' = 'b');
SELECT * FROM u;
INSERT INTO u VALUES (1, 'a');
SELECT * FROM u;
