-- deletion vectors, aggregation: a sum compacted above the max level marks the max-level row; $ro leaves the key out
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a', 1), (2, 'b', 2), (3, 'c', 3), (4, 'd', 4);
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
INSERT INTO t VALUES (1, 'a2', 10), (5, 'e', 5);
SELECT * FROM t$ro ORDER BY k;
SELECT * FROM t ORDER BY k;
INSERT INTO t VALUES -U(2, 'b', 2), +U(2, 'b2', 20), -D(3, 'c', 3);
SELECT * FROM t$ro ORDER BY k;
SELECT * FROM t ORDER BY k;
SELECT `level`, record_count FROM t$files ORDER BY `level`;
