CREATE TABLE l (k INT, s BIGINT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum', 'num-sorted-run.compaction-trigger' = '2');
INSERT INTO l VALUES (1, 5, 4), (2, 5, 4);
INSERT INTO l VALUES (1, 5, 5), (2, 5, 5);
INSERT INTO l VALUES -U(1, 2, 6), -D(2, 2, 6);
INSERT INTO l VALUES (1, 1, 3), (2, 1, 3);
SELECT * FROM l;
SELECT level, record_count FROM l$files;
INSERT INTO l VALUES (1, 1, 1), (2, 1, 1);
SELECT * FROM l;
