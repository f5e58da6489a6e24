-- exit: 1
-- stderr: Cannot set 'scan.fallback-branch' = 'nope' because the branch 'nope' does not exist.
-- scan.fallback-branch must name an existing branch
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO p VALUES (1, 'a', 'd1');
ALTER TABLE p SET ('scan.fallback-branch' = 'nope');
SELECT * FROM p;
