-- aggregation value pickers under retraction with the input producer: last_value and last_non_null_value accept -U/-D (set null), first_value / first_non_null_value with ignore-retract keep their value; batch rows after each commit and the streaming changelog
CREATE TABLE A (k INT, lv STRING, lnn STRING, fv STRING, fnn STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'input', 'bucket' = '1',
  'fields.lv.aggregate-function' = 'last_value', 'fields.lnn.aggregate-function' = 'last_non_null_value',
  'fields.fv.aggregate-function' = 'first_value', 'fields.fv.ignore-retract' = 'true', 'fields.fnn.aggregate-function' = 'first_non_null_value', 'fields.fnn.ignore-retract' = 'true');
INSERT INTO A VALUES (1, 'a', 'a', CAST(NULL AS STRING), CAST(NULL AS STRING)), (2, 'x', 'x', 'x', 'x');
INSERT INTO A VALUES (1, CAST(NULL AS STRING), CAST(NULL AS STRING), 'b', 'b'), (2, 'y', 'y', 'y', 'y');
SELECT * FROM A;
INSERT INTO A VALUES -U(1, 'zz', 'zz', 'c', 'c'), -D(2, 'y', 'q', 'y', 'y');
SELECT * FROM A;
INSERT INTO A VALUES (1, 'd', CAST(NULL AS STRING), 'd', 'd');
SELECT * FROM A;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
