-- exit: 1
-- stderr: ERROR: statement 3
-- seed 000 (partial-update): without partial-update.ignore-delete a -D is refused; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE T (k INT, v1 DOUBLE, v2 BIGINT, v3 STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update');
INSERT INTO T VALUES +I(1, 23.0, 10, NULL);
INSERT INTO T VALUES -D(1, 23.0, 10, NULL);
SELECT * FROM T;
