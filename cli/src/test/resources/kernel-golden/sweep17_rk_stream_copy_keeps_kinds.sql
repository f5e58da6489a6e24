-- a streaming INSERT INTO ... SELECT from an input-producer table passes the initial snapshot's merged +U into the target: its $audit_log shows +U
CREATE TABLE s (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
CREATE TABLE d (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO s VALUES +I(1, 'a'), +I(2, 'b');
INSERT INTO s VALUES +U(1, 'a2');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO d SELECT * FROM s;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM d$audit_log;
