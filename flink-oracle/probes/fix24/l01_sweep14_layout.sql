CREATE TABLE A (k INT, s BIGINT, l STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'aggregation.remove-record-on-delete' = 'true', 'changelog-producer' = 'lookup', 'bucket' = '1',
  'fields.s.aggregate-function' = 'sum', 'fields.l.aggregate-function' = 'listagg');
INSERT INTO A VALUES (1, 10, 'a'), (2, 20, 'b'), (3, 30, 'c');
INSERT INTO A VALUES (1, 1, 'a2'), (2, 2, 'b2');
SELECT level, record_count FROM A$files;
DELETE FROM A WHERE s > 15;
SELECT level, record_count FROM A$files;
SELECT * FROM A$audit_log;
