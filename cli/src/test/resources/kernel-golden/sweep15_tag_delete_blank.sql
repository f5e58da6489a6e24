-- exit: 1
-- stderr: Tag name shouldn't be blank.
-- sys.delete_tag with a blank name fails (names are split on commas and trimmed; a trailing comma is ignored)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_tag('default.t', 't1', 1);
CALL sys.delete_tag('default.t', '');
SELECT tag_name FROM t$tags;
