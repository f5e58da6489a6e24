-- dynamic bucket with small target-row-num under aggregation, partial-update and first-row engines: merges stay per key across buckets and commits
CREATE TABLE A (k INT, s BIGINT, m INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', 'fields.m.aggregate-function' = 'max', 'dynamic-bucket.target-row-num' = '2');
CREATE TABLE U (k INT, a STRING, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'dynamic-bucket.target-row-num' = '2');
CREATE TABLE F (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'dynamic-bucket.target-row-num' = '2');
INSERT INTO A VALUES (1, 1, 1), (2, 2, 2), (3, 3, 3), (4, 4, 4), (5, 5, 5);
INSERT INTO A VALUES (1, 10, 0), (5, 10, 50), (6, 6, 6), (3, 1, 30);
INSERT INTO A VALUES (1, 100, 7), (6, 1, 1), (7, 7, 7);
INSERT INTO U VALUES (1, 'a', CAST(NULL AS INT)), (2, CAST(NULL AS STRING), 2), (3, 'c', 3), (4, 'd', 4);
INSERT INTO U VALUES (1, CAST(NULL AS STRING), 10), (2, 'b', CAST(NULL AS INT)), (5, 'e', 5);
INSERT INTO U VALUES (4, 'd2', CAST(NULL AS INT)), (5, CAST(NULL AS STRING), 50);
INSERT INTO F VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO F VALUES (1, 'a2'), (4, 'd'), (5, 'e'), (3, 'c2');
INSERT INTO F VALUES (6, 'f'), (5, 'e3');
SELECT * FROM A;
SELECT * FROM U;
SELECT * FROM F;
