-- DESCRIBE of $audit_log and $buckets: rowkind and partition are nullable in Paimon 1.4.2; sys.* accept OPTIONS hints; $files at a time before the earliest snapshot fails
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read these system tables
CREATE TABLE t (k INT, dt STRING, v STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'x', 'a');
DESCRIBE t$audit_log;
DESCRIBE t$buckets;
SELECT table_name, `key` FROM sys.all_table_options /*+ OPTIONS('scan.snapshot-id' = '1') */ WHERE `key` <> 'path';
SELECT `partition`, bucket, record_count FROM t$files /*+ OPTIONS('scan.timestamp-millis' = '1') */;
-- exit: 1
-- stderr: no snapshot earlier than or equal
