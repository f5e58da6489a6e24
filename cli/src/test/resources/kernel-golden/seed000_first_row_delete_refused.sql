-- exit: 1
-- stderr: ERROR: statement 3
-- seed 000 (first-row): without first-row.ignore-delete a DELETE is refused; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE T (k INT, v1 DOUBLE, v2 STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row');
INSERT INTO T VALUES +I(1, 2.0, 'apple');
INSERT INTO T VALUES +I(2, 4.0, 'banana'), -D(1, 2.0, 'apple');
SELECT * FROM T;
