-- exit: 1
-- stderr: Cannot create tag because given snapshot #1 doesn't exist.
-- deleting the last tags of an expired snapshot: another tag still reads it until the last one goes, then it cannot be tagged again
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '1');
INSERT INTO t VALUES (1, 'a');
CALL sys.create_tag('default.t', 't1', 1);
CALL sys.create_tag('default.t', 't1b', 1);
INSERT INTO t VALUES (1, 'b');
CALL sys.compact('default.t');
CALL sys.delete_tag('default.t', 't1');
SELECT * FROM t /*+ OPTIONS('scan.tag-name' = 't1b') */;
CALL sys.create_tag('default.t', 't1c', 1);
CALL sys.delete_tag('default.t', 't1b,t1c');
SELECT * FROM t;
CALL sys.create_tag('default.t', 'late', 1);
