-- seed 000 (partial-update sequence groups a,b by g_1 and c,d by g_2): late groups are ignored per group, NULL sequence; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE T (k INT, a STRING, b STRING, g_1 INT, c STRING, d STRING, g_2 INT, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'partial-update', 'fields.g_1.sequence-group' = 'a,b', 'fields.g_2.sequence-group' = 'c,d');
INSERT INTO T VALUES (1, 'a2', 'b2', 2, NULL, NULL, NULL), (1, 'a1', 'b1', 1, 'c1', 'd1', 1);
INSERT INTO T VALUES (1, 'a3', NULL, 3, 'c0', 'd0', 0), (2, 'a', 'b', NULL, 'c', 'd', 1);
INSERT INTO T VALUES (2, 'a9', 'b9', 1, 'c9', 'd9', 1), (1, NULL, NULL, NULL, 'c5', NULL, 5);
SELECT * FROM T;
