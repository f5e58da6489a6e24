-- exit: 1
-- stderr: ERROR: statement 3
-- SEMANTICS §3: first-row rejects -D without first-row.ignore-delete; nothing of the statement is committed
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row');
INSERT INTO T VALUES (1, 'a');
INSERT INTO T VALUES (2, 'b'), -D(1, 'a');
