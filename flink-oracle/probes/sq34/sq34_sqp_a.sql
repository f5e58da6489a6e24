-- probe: lone retraction statements, no compaction
CREATE TABLE a (k INT, s BIGINT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum');
INSERT INTO a VALUES (1, 5, 5), (2, 5, 5), (3, 5, 5);
INSERT INTO a VALUES -U(1, 2, 6), -D(2, 2, 6), -U(3, 2, 4);
SELECT * FROM a;
INSERT INTO a VALUES (1, 1, 3), (2, 1, 7), (3, 1, 9);
SELECT * FROM a;
CALL sys.compact('default.a');
SELECT * FROM a;
INSERT INTO a VALUES (1, 10, 1), (2, 10, 1), (3, 10, 1);
SELECT * FROM a;
