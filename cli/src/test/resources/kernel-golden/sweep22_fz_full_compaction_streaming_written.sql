-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not read $files
-- input producer, then full-compaction: a streaming INSERT ... SELECT writing only partition x compacts only x's bucket at its checkpoints; y's input-era level-0 file stays and gives no changelog
CREATE TABLE s (p STRING, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('changelog-producer' = 'input', 'bucket' = '1');
CREATE TABLE t (p STRING, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('changelog-producer' = 'input', 'bucket' = '1');
INSERT INTO t VALUES ('x', 1, 'a'), ('y', 2, 'b');
ALTER TABLE t SET ('changelog-producer' = 'full-compaction');
INSERT INTO s VALUES ('x', 3, 'c');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO t SELECT * FROM s;
SET 'execution.runtime-mode' = 'batch';
SELECT `partition`, level, record_count FROM t$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
