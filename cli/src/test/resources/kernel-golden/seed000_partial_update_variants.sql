-- seed 000 (partial-update): later non-nulls win over several commits, row orders inside a commit, ignore-delete; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE T (k INT, v1 DOUBLE, v2 BIGINT, v3 STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'partial-update.ignore-delete' = 'true');
INSERT INTO T VALUES +I(1, NULL, NULL, 'This is a book'), +I(1, 23.0, 10, NULL), +I(2, 1.0, NULL, NULL);
INSERT INTO T VALUES +I(1, 25.2, NULL, NULL), -D(2, 1.0, NULL, NULL), +I(2, NULL, 5, NULL);
INSERT INTO T VALUES -U(1, 25.2, 10, 'This is a book'), +U(1, NULL, 11, NULL), +I(3, NULL, NULL, NULL);
SELECT * FROM T;
