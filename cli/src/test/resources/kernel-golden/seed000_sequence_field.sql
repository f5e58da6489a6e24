-- seed 000 (sequence.field): out-of-order records merge by the sequence column, ties by arrival, a late -D is ignored; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE T (k INT, v STRING, ts BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('sequence.field' = 'ts');
INSERT INTO T VALUES (1, 'new', 20), (1, 'old', 10), (2, 'b', 5), (3, 'c', 1);
INSERT INTO T VALUES (1, 'older', 15), (2, 'tie', 5), -D(3, 'c', 0), (4, 'd', 7);
INSERT INTO T VALUES -D(4, 'd', 8), (4, 'late', 6);
SELECT * FROM T;
