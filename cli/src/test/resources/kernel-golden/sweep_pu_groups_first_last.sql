-- partial-update sequence groups with first_value, last_non_null_value, listagg and product inside groups; a group with several columns updated nulls included; out-of-order records in separate commits (Paimon 1.4.2 pre-merges the records of one commit in its write buffer, so one commit holding both would aggregate them without reversal)
CREATE TABLE T (k INT, f STRING, l STRING, g1 INT, la STRING, p DOUBLE, x STRING, g2 BIGINT, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'partial-update', 'fields.g1.sequence-group' = 'f,l', 'fields.f.aggregate-function' = 'first_value',
  'fields.l.aggregate-function' = 'last_non_null_value', 'fields.g2.sequence-group' = 'la,p,x', 'fields.la.aggregate-function' = 'listagg',
  'fields.p.aggregate-function' = 'product');
INSERT INTO T VALUES (1, 'f1', 'l1', 1, 'a', 2.0, 'x1', 1);
INSERT INTO T VALUES (1, 'f2', NULL, 2, 'b', 3.0, NULL, 0);
INSERT INTO T VALUES (1, NULL, 'l3', 0, NULL, 0.5, 'x3', 3);
INSERT INTO T VALUES (1, 'f4', 'l4', NULL, 'c', 10.0, 'x4', NULL), (2, NULL, NULL, 1, 'q', NULL, 'y', 1);
SELECT * FROM T;
