-- exit: 1
-- stderr: Tag 't2' already exists.
-- sys.rename_tag to a tag name that exists fails
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
CALL sys.create_tag('default.t', 't1', 1);
CALL sys.create_tag('default.t', 't2', 2);
CALL sys.rename_tag('default.t', 't1', 't2');
