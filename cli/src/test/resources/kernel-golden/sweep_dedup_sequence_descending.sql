-- deduplicate with sequence.field.sort-order descending: the smallest sequence wins, a -D with a larger one is ignored
CREATE TABLE T (k INT, v STRING, ts BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('sequence.field' = 'ts', 'sequence.field.sort-order' = 'descending');
INSERT INTO T VALUES (1, 'a', 10), (2, 'b', 10), (3, 'c', 10);
INSERT INTO T VALUES (1, 'a2', 5), (2, 'b2', 20), (3, 'c2', 10);
INSERT INTO T VALUES -D(1, 'a2', 7), -D(2, 'b', 10), (4, 'd', NULL), (4, 'd2', 3);
SELECT * FROM T;
