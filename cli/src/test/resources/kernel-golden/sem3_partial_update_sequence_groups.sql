-- SEMANTICS §3: sequence groups update independently
CREATE TABLE T (k INT, a STRING, b STRING, g_1 INT, c STRING, d STRING, g_2 INT, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'partial-update', 'fields.g_1.sequence-group' = 'a,b', 'fields.g_2.sequence-group' = 'c,d');
INSERT INTO T VALUES (1, 'a1', 'b1', 1, 'c1', 'd1', 1);
INSERT INTO T VALUES (1, 'a2', 'b2', 2, 'c2', 'd2', 0);
INSERT INTO T VALUES (1, 'a3', NULL, NULL, 'c3', NULL, 3);
SELECT * FROM T;
