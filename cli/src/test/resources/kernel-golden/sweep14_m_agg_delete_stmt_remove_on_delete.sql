-- DELETE statement on an aggregation table with aggregation.remove-record-on-delete and the lookup producer: the matched rows are removed (changelog -D), a key written again starts from nothing; UPDATE stays refused
-- ordered
-- exit: 1
-- stderr: UPDATE
CREATE TABLE A (k INT, s BIGINT, l STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'aggregation.remove-record-on-delete' = 'true', 'changelog-producer' = 'lookup', 'bucket' = '1',
  'fields.s.aggregate-function' = 'sum', 'fields.l.aggregate-function' = 'listagg');
INSERT INTO A VALUES (1, 10, 'a'), (2, 20, 'b'), (3, 30, 'c');
INSERT INTO A VALUES (1, 1, 'a2'), (2, 2, 'b2');
DELETE FROM A WHERE s > 15;
INSERT INTO A VALUES (2, 5, 'x');
SELECT * FROM A;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
UPDATE A SET s = 0 WHERE k = 1;
