-- exit: 1
-- stderr: time_retained 'abc'
-- sys.create_tag with a time_retained that is not a duration fails
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
CALL sys.create_tag(`table` => 'default.t', tag => 't1', snapshot_id => 1, time_retained => 'abc');
