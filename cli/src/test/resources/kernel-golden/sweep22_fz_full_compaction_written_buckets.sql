-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not read $files
-- input producer, then full-compaction: a batch INSERT into partition x compacts only x's bucket; y keeps its input-era level-0 file (and its changelog) until a statement writes y
CREATE TABLE t (p STRING, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('changelog-producer' = 'input', 'bucket' = '1');
INSERT INTO t VALUES ('x', 1, 'a'), ('y', 2, 'b');
ALTER TABLE t SET ('changelog-producer' = 'full-compaction');
INSERT INTO t VALUES ('x', 3, 'c');
SELECT `partition`, level, record_count FROM t$files;
INSERT INTO t VALUES ('y', 2, 'b2');
SELECT `partition`, level, record_count FROM t$files;
SELECT snapshot_id, commit_kind FROM t$snapshots;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
