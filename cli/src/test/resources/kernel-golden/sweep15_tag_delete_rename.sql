-- sys.delete_tag (comma-separated names; one that does not exist is skipped), sys.rename_tag positionally and with its named arguments tagName / targetTagName and its answer
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
CALL sys.create_tag('default.t', 't1', 1);
CALL sys.create_tag('default.t', 't2', 2);
CALL sys.create_tag('default.t', 't3', 3);
CALL sys.create_tag('default.t', 't4', 3);
CALL sys.delete_tag('default.t', 't1,t2');
SELECT tag_name, snapshot_id FROM t$tags;
CALL sys.delete_tag('default.t', 'nope');
CALL sys.delete_tag(`table` => 'default.t', tag => 't4, nope');
SELECT tag_name, snapshot_id FROM t$tags;
CALL sys.rename_tag('default.t', 't3', 'r3');
CALL sys.rename_tag(`table` => 'default.t', tagName => 'r3', targetTagName => 'x3');
SELECT tag_name, snapshot_id FROM t$tags;
SELECT * FROM t /*+ OPTIONS('scan.tag-name' = 'x3') */;
