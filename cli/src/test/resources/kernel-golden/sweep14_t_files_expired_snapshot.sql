-- exit: 1
-- $files at an expired snapshot id fails
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $files
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
SELECT snapshot_id FROM t$snapshots;
SELECT `partition`, level, record_count FROM t$files /*+ OPTIONS('scan.snapshot-id' = '1') */;
