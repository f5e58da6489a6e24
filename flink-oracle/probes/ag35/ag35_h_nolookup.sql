CREATE TABLE n (k INT, s BIGINT, lv STRING, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum', 'fields.lv.aggregate-function' = 'last_value', 'num-sorted-run.compaction-trigger' = '2');
INSERT INTO n VALUES (1, 5, 'a', 5), (2, 5, 'a', 5), (3, 5, 'a', 5);
INSERT INTO n VALUES (3, 1, 'x', 1);
INSERT INTO n VALUES -U(1, 2, 'b', 6), -D(2, 2, 'b', 6);
INSERT INTO n VALUES (1, 1, 'c', 3), (2, 1, 'c', 3);
SELECT * FROM n;
SELECT `level`, record_count FROM n$files;
