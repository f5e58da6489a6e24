-- deletion vectors, deduplicate: $ro reads the max level with its vectors (an upsert or a DELETE compacted above a max-level row marks it)
-- (probe flink-oracle/probes/dv31/dv31_ro_dedup; expected output: Flink 2.0 + Paimon 1.4.2)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 31 dv, 2026-12-03); the Java-API interpreter runs no $ro / $files reads or procedures
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a', 1), (2, 'b', 2), (3, 'c', 3), (4, 'd', 4), (5, 'e', 5), (6, 'f', 6);
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT * FROM t$ro ORDER BY k;
INSERT INTO t VALUES (1, 'a2', 10), (7, 'g', 7);
SELECT `level`, record_count FROM t$files ORDER BY `level`;
SELECT * FROM t$ro ORDER BY k;
DELETE FROM t WHERE k = 2;
SELECT * FROM t$ro ORDER BY k;
SELECT COUNT(*) FROM t$ro;
INSERT INTO t VALUES (1, 'a3', 11), (3, 'c2', 12);
SELECT * FROM t$ro ORDER BY k;
SELECT * FROM t$ro WHERE k > 2 ORDER BY k;
SELECT v FROM t$ro ORDER BY v;
SELECT * FROM t$ro /*+ OPTIONS('scan.snapshot-id' = '2') */ ORDER BY k;
SELECT * FROM t ORDER BY k;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT * FROM t$ro ORDER BY k;
