-- probe: remove-record-on-delete with sequence field: -D then -U
CREATE TABLE d (k INT, s BIGINT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum', 'aggregation.remove-record-on-delete' = 'true');
INSERT INTO d VALUES (1, 5, 5), (2, 5, 5);
INSERT INTO d VALUES -U(1, 2, 6), -D(2, 2, 6);
SELECT * FROM d;
SELECT * FROM d$audit_log;
INSERT INTO d VALUES (1, 1, 7), (2, 1, 7);
SELECT * FROM d;
