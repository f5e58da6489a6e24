-- exit: 1
-- stderr: Could not find any snapshot whose commit-time later than
-- sys.create_tag_from_timestamp after every snapshot fails
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
CALL sys.create_tag_from_timestamp('default.t', 'ts1', 32503680000000);
