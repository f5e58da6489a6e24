-- $audit_log filtered on rowkind; $files and $partitions read at a tag ('scan.tag-name'), $buckets always the latest snapshot
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read these system tables
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c');
DELETE FROM t WHERE k = 2;
INSERT INTO t VALUES (3, 'z');
SELECT * FROM t$audit_log WHERE rowkind = '-D';
SELECT k FROM t$audit_log WHERE rowkind <> '-D';
SELECT rowkind, COUNT(*) FROM t$audit_log GROUP BY rowkind;
CALL sys.create_tag('default.t', 'tg', 1);
SELECT * FROM t$audit_log /*+ OPTIONS('scan.tag-name' = 'tg') */;
SELECT * FROM t$audit_log /*+ OPTIONS('scan.snapshot-id' = '2') */;
SELECT `partition`, bucket, record_count FROM t$files /*+ OPTIONS('scan.tag-name' = 'tg') */;
SELECT `partition`, bucket, record_count FROM t$buckets /*+ OPTIONS('scan.tag-name' = 'tg') */;
SELECT `partition`, record_count FROM t$partitions /*+ OPTIONS('scan.tag-name' = 'tg') */;
