-- scan.fallback-branch of a primary-key table, also through $audit_log
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE p (k INT, v STRING, dt STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1');
INSERT INTO p VALUES (1, 'a', 'd1');
CALL sys.create_branch('default.p', 'b');
INSERT INTO p$branch_b VALUES (1, 'x', 'd1'), (3, 'y', 'd2');
INSERT INTO p$branch_b VALUES (3, 'yy', 'd2');
ALTER TABLE p SET ('scan.fallback-branch' = 'b');
SELECT * FROM p;
SELECT rowkind, k, v, dt FROM p$audit_log;
