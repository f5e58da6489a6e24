-- deletion vectors, aggregation listagg / first_value under sequence.field, four small commits of three keys, late records; $files after each commit
CREATE TABLE t (k INT, l STRING, f INT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'deletion-vectors.enabled' = 'true', 'bucket' = '1', 'sequence.field' = 'sq', 'fields.l.aggregate-function' = 'listagg', 'fields.f.aggregate-function' = 'first_value');
INSERT INTO t VALUES (1, 'a', 10, 5), (2, 'b', 20, 5), (3, 'c', 30, 5);
INSERT INTO t VALUES (1, 'a1', 11, 9), (2, 'b1', 21, 2), (3, 'c1', 31, 7), (3, 'c0', 29, 1);
SELECT `level`, record_count FROM t$files;
INSERT INTO t VALUES (1, 'a2', 12, 7), (2, 'b2', 22, 3), (3, 'c2', 32, 6);
SELECT `level`, record_count FROM t$files;
SELECT * FROM t;
INSERT INTO t VALUES (1, 'a3', 13, 1), (2, 'b3', 23, 4);
SELECT `level`, record_count FROM t$files;
SELECT * FROM t;
