-- fuzz16_0911 reduced: a lone -U of a key with no row, partial-update, bucket = -1, full-compaction producer
CREATE TABLE t (k INT, a INT, b STRING, c BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'changelog-producer' = 'full-compaction', 'bucket' = '-1', 'sequence.field' = 'c', 'full-compaction.delta-commits' = '1');
INSERT INTO t VALUES (1, 7, 'z', 14);
INSERT INTO t VALUES -U(4, 5, CAST(NULL AS STRING), 29);
SELECT * FROM t;
