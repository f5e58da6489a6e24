-- partial-update: a two-field sequence group, a group with sum and one with max, ungrouped columns, retractions per group, null group sequences (a -U and its +U in separate commits: Paimon 1.4.2 loses the retraction of a pair pre-merged in one write buffer, SEMANTICS §3)
CREATE TABLE T (k INT, a STRING, g1 INT, c STRING, e BIGINT, g2 INT, g3 BIGINT, m INT, g4 INT, u DOUBLE, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'partial-update', 'fields.g1.sequence-group' = 'a', 'fields.g2,g3.sequence-group' = 'c,e',
  'fields.e.aggregate-function' = 'sum', 'fields.g4.sequence-group' = 'm', 'fields.m.aggregate-function' = 'max', 'fields.m.ignore-retract' = 'true');
INSERT INTO T VALUES (1, 'a1', 1, 'c1', 10, 1, 1, 5, 1, 1.5), (2, 'b1', 1, 'x', 1, 1, 1, 1, 1, NULL);
INSERT INTO T VALUES (1, 'a2', 2, 'c0', 5, 1, 0, 3, 2, NULL), (2, NULL, NULL, 'y', 2, 1, 2, 9, NULL, 2.5);
INSERT INTO T VALUES -U(1, 'a2', 2, 'c1', 4, 1, 1, 3, NULL, 9.9);
INSERT INTO T VALUES +U(1, NULL, 1, 'c3', 7, 2, 0, 8, 3, NULL);
INSERT INTO T VALUES -D(2, 'b1', 0, 'y', 3, 1, 5, 1, NULL, NULL), (3, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0.5);
INSERT INTO T VALUES (2, 'b2', 1, 'z', 6, 1, 4, 2, 0, NULL), (3, 'q', 1, 'r', 1, NULL, 1, 4, 1, NULL);
SELECT * FROM T;
