-- probe dv40: aggregation, deletion vectors, an aggregate function changed after the data
CREATE TABLE t (k INT, s INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 10), (2, 20), (3, 30), (4, 40), (5, 50), (6, 60), (7, 5);
INSERT INTO t VALUES (7, 3);
SELECT level, record_count FROM t$files ORDER BY level;
SELECT * FROM t WHERE k = 7;
ALTER TABLE t SET ('fields.s.aggregate-function' = 'max');
SELECT * FROM t WHERE k = 7;
INSERT INTO t VALUES (7, 1);
SELECT * FROM t WHERE k = 7;
