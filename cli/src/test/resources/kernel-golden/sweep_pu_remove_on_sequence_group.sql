-- partial-update with partial-update.remove-record-on-sequence-group: a -D whose group sequence is not older removes the row, an older one only retracts nothing
CREATE TABLE T (k INT, a STRING, g1 INT, b STRING, g2 INT, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'partial-update', 'fields.g1.sequence-group' = 'a', 'fields.g2.sequence-group' = 'b',
  'partial-update.remove-record-on-sequence-group' = 'g1');
INSERT INTO T VALUES (1, 'a1', 5, 'b1', 5), (2, 'a2', 5, 'b2', 5), (3, 'a3', 5, 'b3', 5), (4, 'a4', 5, 'b4', 5);
INSERT INTO T VALUES -D(1, 'a1', 6, 'b1', 1), -D(2, 'a2', 4, 'b2', 9), -D(3, NULL, NULL, NULL, 7), -U(4, 'a4', 5, 'b4', 5);
INSERT INTO T VALUES (2, 'a22', 3, 'b22', 10);
SELECT * FROM T;
