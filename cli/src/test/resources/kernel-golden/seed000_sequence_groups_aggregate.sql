-- seed 000 (partial-update sequence groups + aggregate functions: last non-null a, max b, last non-null c, sum d), out-of-order groups; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE T (k INT, a STRING, b INT, g_1 INT, c STRING, d INT, g_2 INT, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'partial-update', 'fields.g_1.sequence-group' = 'a,b', 'fields.b.aggregate-function' = 'max',
  'fields.g_2.sequence-group' = 'c,d', 'fields.d.aggregate-function' = 'sum');
INSERT INTO T VALUES (1, 'a1', 5, 1, 'c1', 10, 1);
INSERT INTO T VALUES (1, 'a0', 9, 0, 'c2', 20, 2), (2, 'x', 1, 1, NULL, NULL, NULL);
INSERT INTO T VALUES (1, NULL, 3, 3, 'c0', 7, 1), (2, 'y', NULL, 2, 'z', 4, 5);
SELECT * FROM T;
