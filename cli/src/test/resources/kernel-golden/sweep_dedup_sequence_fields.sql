-- deduplicate with two sequence fields (left to right), NULL sequence values, ties by arrival
CREATE TABLE T (k INT, v STRING, s1 INT, s2 TIMESTAMP(3), PRIMARY KEY (k) NOT ENFORCED) WITH ('sequence.field' = 's1,s2');
INSERT INTO T VALUES (1, 'a', 1, TIMESTAMP '2024-01-01 00:00:05'), (2, 'b', 2, NULL), (3, 'c', NULL, TIMESTAMP '2024-01-01 00:00:00');
INSERT INTO T VALUES (1, 'a2', 1, TIMESTAMP '2024-01-01 00:00:04'), (2, 'b2', 2, TIMESTAMP '2024-01-01 00:00:00'), (3, 'c2', NULL, NULL);
INSERT INTO T VALUES (1, 'a3', 1, TIMESTAMP '2024-01-01 00:00:05'), (2, 'b3', 1, TIMESTAMP '2030-01-01 00:00:00'), (3, 'c3', 0, NULL), -D(4, 'd', 1, NULL);
SELECT * FROM T;
