-- aggregation on a dynamic-bucket table with the input producer: sums over commits, INSERT OVERWRITE replaces the aggregated rows (later rows aggregate onto the overwritten ones), streaming changelog of the input up to the overwrite, batch rows after
-- ordered
CREATE TABLE A (k INT, s BIGINT, l STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'input', 'bucket' = '-1',
  'fields.s.aggregate-function' = 'sum', 'fields.l.aggregate-function' = 'listagg', 'fields.l.list-agg-delimiter' = '|', 'fields.l.ignore-retract' = 'true');
INSERT INTO A VALUES (1, 10, 'a'), (2, 20, 'b');
INSERT INTO A VALUES (1, 5, 'c'), -U(2, 20, 'b'), +U(2, 21, 'b');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM A;
INSERT OVERWRITE A VALUES (1, 100, 'o'), (3, 300, 'p');
INSERT INTO A VALUES (1, 1, 'q'), (2, 2, 'r');
SELECT * FROM A;
