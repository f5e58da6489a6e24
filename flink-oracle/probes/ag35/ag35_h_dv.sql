CREATE TABLE d (k INT, s BIGINT, lv STRING, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum', 'fields.lv.aggregate-function' = 'last_value', 'deletion-vectors.enabled' = 'true');
INSERT INTO d VALUES (1, 5, 'a', 5), (2, 5, 'a', 5);
INSERT INTO d VALUES -U(1, 2, 'b', 6), -D(2, 2, 'b', 6);
SELECT * FROM d;
INSERT INTO d VALUES (1, 1, 'c', 3), (2, 1, 'c', 3);
SELECT * FROM d;
SELECT `level`, record_count FROM d$files;
