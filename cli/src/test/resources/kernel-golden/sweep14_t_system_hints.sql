-- $partitions of an unpartitioned table; $files, $buckets, $partitions and $snapshots read with 'scan.snapshot-id'
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $partitions, $buckets or $files
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
SELECT `partition`, record_count, file_count FROM t$partitions;
SELECT `partition`, bucket, record_count, file_count FROM t$buckets /*+ OPTIONS('scan.snapshot-id' = '1') */;
SELECT `partition`, record_count, file_count FROM t$partitions /*+ OPTIONS('scan.snapshot-id' = '1') */;
SELECT `partition`, bucket, record_count FROM t$files /*+ OPTIONS('scan.snapshot-id' = '1') */;
SELECT snapshot_id FROM t$snapshots /*+ OPTIONS('scan.snapshot-id' = '1') */;
