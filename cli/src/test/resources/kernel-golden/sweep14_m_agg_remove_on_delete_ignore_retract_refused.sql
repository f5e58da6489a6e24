-- aggregation.remove-record-on-delete with a column's ignore-retract is a contradiction: Varve refuses it at CREATE TABLE, Paimon 1.4.2 at the first write (its job fails); nothing is written either way
-- exit: 1
-- stderr: conflict
CREATE TABLE A (k INT, s INT, b BOOLEAN, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'aggregation.remove-record-on-delete' = 'true',
  'fields.s.aggregate-function' = 'sum', 'fields.b.aggregate-function' = 'bool_and', 'fields.b.ignore-retract' = 'true');
INSERT INTO A VALUES (1, 1, true);
SELECT * FROM A;
