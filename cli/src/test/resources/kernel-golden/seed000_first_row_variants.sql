-- seed 000 (first-row): the first record per key across commits; ignore-delete drops -D/-U; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE T (k INT, v1 DOUBLE, v2 STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'first-row.ignore-delete' = 'true');
INSERT INTO T VALUES +I(2, 4.0, 'banana'), +I(1, 8.0, 'cherry'), +I(1, 2.0, 'apple');
INSERT INTO T VALUES +I(1, 16.0, 'date'), -D(2, 4.0, 'banana'), +I(3, NULL, NULL);
INSERT INTO T VALUES -U(3, NULL, NULL), +U(3, 5.0, 'elder'), +I(2, 0.0, 'again');
SELECT * FROM T;
