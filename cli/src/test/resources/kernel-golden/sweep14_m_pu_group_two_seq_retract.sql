-- partial-update with a group of two sequence fields (fields.s1,s2.sequence-group) holding sum and last_non_null_value, another group with max, lookup producer: group order compares s1 then s2, a -U with a newer group sequence retracts the group (sum subtracts, others null); streaming changelog and batch rows
-- ordered
CREATE TABLE P (k INT, s1 INT, s2 INT, total BIGINT, note STRING, g INT, mx INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'changelog-producer' = 'lookup', 'bucket' = '1',
  'fields.s1,s2.sequence-group' = 'total,note', 'fields.g.sequence-group' = 'mx',
  'fields.total.aggregate-function' = 'sum', 'fields.note.aggregate-function' = 'last_non_null_value', 'fields.mx.aggregate-function' = 'max', 'fields.mx.ignore-retract' = 'true');
INSERT INTO P VALUES (1, 1, 1, 10, 'a', 1, 5);
INSERT INTO P VALUES (1, 1, 2, 5, CAST(NULL AS STRING), 2, 3);
INSERT INTO P VALUES (1, 1, 0, 100, 'late', 0, 50);
SELECT * FROM P;
INSERT INTO P VALUES -U(1, 2, 0, 5, 'x', CAST(NULL AS INT), CAST(NULL AS INT));
SELECT * FROM P;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM P /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
