-- exit: 1
-- stderr: Cannot create tag because latest snapshot doesn't exist.
-- sys.create_tag without a snapshot id on a table without snapshots fails
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CALL sys.create_tag('default.t', 't1');
