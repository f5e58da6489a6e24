-- aggregation with product, sum, bool_and, bool_or and min (ignore-retract) under the full-compaction producer with full-compaction.delta-commits = 2, -U, +U and -D input in separate commits (a -D retracts and keeps the row; a -U/+U pair of one key in one commit would meet Paimon's pre-merge bug, SEMANTICS §11); streaming changelog and batch rows
-- ordered
CREATE TABLE A (k INT, p DOUBLE, s INT, ba BOOLEAN, bo BOOLEAN, mn INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '2', 'bucket' = '1',
  'fields.p.aggregate-function' = 'product', 'fields.s.aggregate-function' = 'sum', 'fields.ba.aggregate-function' = 'bool_and', 'fields.ba.ignore-retract' = 'true',
  'fields.bo.aggregate-function' = 'bool_or', 'fields.bo.ignore-retract' = 'true', 'fields.mn.aggregate-function' = 'min', 'fields.mn.ignore-retract' = 'true');
INSERT INTO A VALUES (1, 2.0, 1, true, false, 5), (2, 3.0, 2, true, false, 5);
INSERT INTO A VALUES (1, 4.0, 2, false, false, 3), (2, 0.5, 3, true, true, 9);
INSERT INTO A VALUES -U(1, 4.0, 2, false, false, 3), -D(2, 1.5, 1, true, true, 1);
INSERT INTO A VALUES +U(1, 5.0, 7, true, true, 1);
INSERT INTO A VALUES (2, 10.0, 10, false, true, 2), (3, 1.5, 1, CAST(NULL AS BOOLEAN), CAST(NULL AS BOOLEAN), CAST(NULL AS INT));
SELECT * FROM A;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
