-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files
-- lookup producer, deduplicate with sequence.field: a delete that the commit-time compaction moves to the highest level is dropped there (as Paimon 1.4.2 drops it), so a later record with a lower sequence brings the key back. Found by the fuzz16 differential run (seed 633) on Flink 2.0 + Paimon 1.4.2
CREATE TABLE t (k INT, a INT, b STRING, c BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1', 'sequence.field' = 'c');
INSERT INTO t VALUES (3, 0, 'x', 4), (1, 6, 'y', 21);
INSERT INTO t VALUES -D(3, 9, 'w', 28), -D(1, 9, 'w', 30);
SELECT * FROM t$audit_log;
INSERT INTO t VALUES (3, 3, 'w', 18);
SELECT * FROM t;
SELECT level, record_count FROM t$files;
