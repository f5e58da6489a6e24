-- aggregation with deletion vectors: does the write buffer merge a key's -U and +U of one commit? (Paimon: 2 level-0 records; Varve: 3)
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a', 1), (2, 'b', 2), (3, 'c', 3), (4, 'd', 4);
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
INSERT INTO t VALUES (1, 'a2', 10), (5, 'e', 5);
ALTER TABLE t SET ('write-only' = 'true');
INSERT INTO t VALUES -U(2, 'b', 2), +U(2, 'b2', 20), -D(3, 'c', 3);
SELECT `level`, record_count, file_size_in_bytes FROM t$files ORDER BY `level`;
SELECT * FROM t$audit_log;
