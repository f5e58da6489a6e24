-- partial-update: a sequence group ordered by two fields (g1, g2) beside a one-field group; ties, lower pairs, and NULL sequence fields
CREATE TABLE T (k INT, a STRING, b STRING, g1 INT, g2 INT, c STRING, g3 INT, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'partial-update', 'bucket' = '1', 'fields.g1,g2.sequence-group' = 'a,b', 'fields.g3.sequence-group' = 'c');
INSERT INTO T VALUES (1, 'a1', 'b1', 1, 1, 'c1', 1), (2, 'x', 'y', 5, NULL, 'z', 1);
INSERT INTO T VALUES (1, 'a2', NULL, 1, 0, 'c2', NULL), (2, 'x2', NULL, 5, 1, 'z2', 0);
INSERT INTO T VALUES (1, 'a3', NULL, 1, 1, NULL, 2), (2, 'x3', 'y3', NULL, 9, 'z3', 1);
SELECT * FROM T;
INSERT INTO T VALUES (1, 'a4', 'b4', 2, NULL, 'c4', 1), (2, 'x4', 'y4', 4, 99, NULL, NULL);
SELECT * FROM T;
CALL sys.compact('default.T');
SELECT * FROM T;
