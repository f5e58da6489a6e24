-- deletion vectors, deduplicate: a DELETE after a level-5 run; reads, time travel to the APPEND (level 0 left out) and COMPACT
-- snapshots and after a full compaction (record counts of this script differ: Paimon drops the -D and marks the old row,
-- Varve keeps the -D on level 4; COMPACTION.md "Deletion vectors")
-- (probe flink-oracle/probes/dv28/dv28_dedup_delete_middle; expected output: Flink 2.0 + Paimon 1.4.2)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 28 dv, probes/dv28); the Java-API interpreter runs no $files / $audit_log reads or procedures with named arguments
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f');
DELETE FROM t WHERE k = 2;
SELECT * FROM t;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '4') */;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT * FROM t;
SELECT `level`, record_count FROM t$files;
