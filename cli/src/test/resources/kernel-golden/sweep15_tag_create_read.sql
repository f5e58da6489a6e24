-- sys.create_tag positionally, by name and of the latest snapshot (an all-digit name is a name); $tags without its times; batch reads, $audit_log and $files at a tag ('scan.tag-name'); $snapshots ignores the hint
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
CALL sys.create_tag('default.t', 't1', 1);
CALL sys.create_tag(`table` => 'default.t', tag => 't2', snapshot_id => 2);
CALL sys.create_tag(`table` => 'default.t', tag => '123');
SELECT tag_name, snapshot_id, schema_id, record_count, create_time, time_retained FROM t$tags;
SELECT tag_name, commit_time IS NULL FROM t$tags;
SELECT * FROM t /*+ OPTIONS('scan.tag-name' = 't1') */;
SELECT * FROM t /*+ OPTIONS('scan.tag-name' = 't2') */;
SELECT * FROM t /*+ OPTIONS('scan.tag-name' = '123') */ WHERE k = 1;
SELECT * FROM t$audit_log /*+ OPTIONS('scan.tag-name' = 't1') */;
SELECT `partition`, bucket, level, record_count FROM t$files /*+ OPTIONS('scan.tag-name' = 't1') */;
SELECT snapshot_id FROM t$snapshots /*+ OPTIONS('scan.tag-name' = 't1') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.tag-name' = 't1') */;
SELECT * FROM t;
