-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not read $files nor publish the lookup compaction as Flink does
-- a 2-row level-0 file mixing row kinds (-D, +I) is ~40 bytes smaller in Parquet (no dictionary page for _VALUE_KIND): Paimon keeps it above the 2-row level-5 run, so the -D stays (COMPACTION.md "Run sizes", version 2)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES -D(2, 'b'), +I(4, 'd');
SELECT `level`, record_count FROM `t$files`;
SELECT * FROM `t$audit_log`;
