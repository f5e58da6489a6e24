CREATE TABLE h (k INT, s BIGINT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum', 'changelog-producer' = 'lookup');
INSERT INTO h VALUES (1, 5, 5), (2, 5, 5);
SELECT `level`, record_count FROM h$files;
INSERT INTO h VALUES -U(1, 2, 6), -D(2, 2, 4);
SELECT `level`, record_count FROM h$files;
INSERT INTO h VALUES (1, 1, 3), (2, 1, 3);
SELECT `level`, record_count FROM h$files;
SELECT * FROM h;
