-- seed 000 (deduplicate): row orders, deletes, re-inserts, NULLs and several commits; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE T (k INT, v1 DOUBLE, v2 STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'deduplicate');
INSERT INTO T VALUES +I(1, 8.0, 'cherry'), +I(1, 4.0, 'banana'), +I(1, 2.0, 'apple'), +I(2, 1.5, 'kiwi');
INSERT INTO T VALUES +I(3, NULL, 'fig'), -D(2, 1.5, 'kiwi'), +I(4, 0.5, NULL);
INSERT INTO T VALUES -D(4, 0.5, NULL), +I(4, 9.0, 'lime'), -U(3, NULL, 'fig'), +U(3, 3.0, NULL);
INSERT INTO T VALUES -D(5, 1.0, 'never there'), +I(6, -0.0, 'neg'), -D(6, -0.0, 'neg'), +I(6, 1.0E10, 'big');
SELECT * FROM T;
