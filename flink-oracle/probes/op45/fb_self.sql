-- scan.fallback-branch naming the table's own branch
-- exit: 1
CREATE TABLE p (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO p VALUES (1, 'a', 'd1');
ALTER TABLE p SET ('scan.fallback-branch' = 'main');
SELECT * FROM p;
