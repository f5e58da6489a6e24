-- sweep 41 sz: fzme_1613 reduced (probe pm39p_1613a, bucket 1). A listagg / max table with the lookup producer: the level-5 file holds (3, 'e,c', 6), Paimon 1.4.2's Parquet file 1224-1225 bytes; the next commit's 1-row file (3, 'b', 9) is 1210 (flink-oracle/probes/sz41/sz41_check), 1210 * 1.01 < 1224, so the lookup compaction keeps it above the bottom (level 4). Varve's run sizes version 5 weighed 1223 and 1211 and merged it into level 5; version 7 lays the small files out as parquet-mr does (kernel COMPACTION.md "Run sizes")
-- not checked against Paimon: reads $files (flink-oracle checks it on Flink)
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'changelog-producer' = 'lookup', 'fields.n.aggregate-function' = 'max', 'fields.v.aggregate-function' = 'listagg');
INSERT INTO t VALUES (3, 'e', 6);
SELECT `level`, record_count FROM t$files ORDER BY `level`;
INSERT INTO t VALUES (3, 'c', 1);
SELECT `level`, record_count FROM t$files ORDER BY `level`;
INSERT INTO t VALUES (3, 'b', 9);
SELECT `level`, record_count FROM t$files ORDER BY `level`;
SELECT * FROM t;
