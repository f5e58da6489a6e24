-- deletion vectors, partial-update: a partial row compacted above the max level marks the max-level row; $ro leaves the key out
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a', 1), (2, 'b', 2), (3, 'c', 3), (4, 'd', 4);
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
INSERT INTO t VALUES (1, CAST(NULL AS STRING), 10), (5, 'e', CAST(NULL AS INT));
SELECT * FROM t$ro ORDER BY k;
SELECT * FROM t ORDER BY k;
INSERT INTO t VALUES (2, 'b2', CAST(NULL AS INT));
SELECT * FROM t$ro ORDER BY k;
SELECT `level`, record_count FROM t$files ORDER BY `level`;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT * FROM t$ro ORDER BY k;
