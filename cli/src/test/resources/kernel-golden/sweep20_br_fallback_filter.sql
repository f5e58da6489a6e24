-- scan.fallback-branch with filters, aggregates, a later write of main into a fallback partition and time travel (main's snapshot, the fallback's latest)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the branch procedures
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO p VALUES (1, 'a', 'd1');
CALL sys.create_branch('default.p', 'b');
INSERT INTO p$branch_b VALUES (2, 'x', 'd1'), (3, 'y', 'd2'), (4, 'z', 'd3');
ALTER TABLE p SET ('scan.fallback-branch' = 'b');
SELECT * FROM p WHERE dt = 'd2';
SELECT * FROM p WHERE k > 1;
SELECT count(*) FROM p;
SELECT dt, count(*) FROM p GROUP BY dt;
INSERT INTO p VALUES (5, 'e', 'd2');
SELECT * FROM p;
SELECT * FROM p /*+ OPTIONS('scan.snapshot-id' = '1') */;
