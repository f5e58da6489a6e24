-- deletion vectors, lookup producer, dynamic bucket (fzmx_2076): an UPDATE compacted above the max level; $ro leaves the old rows out
-- (probe flink-oracle/probes/dv31/dv31_ro_lookup_update; expected output: Flink 2.0 + Paimon 1.4.2)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 31 dv, 2026-12-03); the Java-API interpreter runs no $ro reads or procedures
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'changelog-producer' = 'lookup', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a', 1), (2, 'b', 2);
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT * FROM t$ro ORDER BY k;
UPDATE t SET n = 5 WHERE k < 3;
SELECT * FROM t$ro ORDER BY k;
SELECT COUNT(*) FROM t$ro;
INSERT INTO t VALUES (3, 'c', 3);
SELECT * FROM t$ro ORDER BY k;
SELECT * FROM t ORDER BY k;
