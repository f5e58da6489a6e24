-- exit: 1
-- stderr: Tag 'nope' doesn't exist
-- sys.rename_tag of a tag that does not exist fails
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
CALL sys.create_tag('default.t', 't1', 1);
CALL sys.rename_tag('default.t', 'nope', 't2');
