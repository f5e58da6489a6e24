-- partial-update with sequence.field: records merge in sequence order, a late record's non-null fields lose to newer ones, ties by arrival
CREATE TABLE T (k INT, a STRING, b INT, ts BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'sequence.field' = 'ts');
INSERT INTO T VALUES (1, 'a5', NULL, 5), (2, NULL, 20, 5);
INSERT INTO T VALUES (1, 'a3', 3, 3), (2, 'b9', NULL, 9), (1, NULL, 7, 7);
INSERT INTO T VALUES (1, 'a7', NULL, 7), (2, NULL, 21, 1), (3, 'c', NULL, NULL), (3, NULL, 3, 2);
SELECT * FROM T;
