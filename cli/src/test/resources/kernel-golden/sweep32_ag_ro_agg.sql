-- aggregation, deletion vectors: the write buffer merges key 2's -U, +U of one commit into one row (retract, then add), so the
-- commit's compaction stops at level 3 as Paimon's does and $ro leaves the keys above the max level out (was: a full compaction)
-- (probe flink-oracle/probes/dv31/dv31_ro_agg; expected output: Flink 2.0 + Paimon 1.4.2)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 32 ag, 2026-12-04); the Java-API interpreter runs no $ro / $files reads or procedures
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
