-- sys.replace_tag moves a tag to another snapshot (the latest when none given) and sets or clears its time retained
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
CALL sys.create_tag(`table` => 'default.t', tag => 't1', snapshot_id => 1, time_retained => '1 h');
SELECT tag_name, snapshot_id, create_time IS NULL, time_retained FROM t$tags;
CALL sys.replace_tag(`table` => 'default.t', tag => 't1', snapshot_id => 2);
SELECT tag_name, snapshot_id, create_time IS NULL, time_retained FROM t$tags;
SELECT * FROM t /*+ OPTIONS('scan.tag-name' = 't1') */;
CALL sys.replace_tag('default.t', 't1', 1, '2 d');
SELECT tag_name, snapshot_id, create_time IS NULL, time_retained FROM t$tags;
CALL sys.replace_tag(`table` => 'default.t', tag => 't1');
SELECT tag_name, snapshot_id, time_retained FROM t$tags;
SELECT * FROM t /*+ OPTIONS('scan.tag-name' = 't1') */;
