-- sys.expire_tags: "No expired tags." while no time retained passed; older_than expires every tag created before it, with or without a time retained
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
CALL sys.create_tag('default.t', 't1', 1);
CALL sys.expire_tags('default.t');
CALL sys.create_tag('default.t', 't2', 2, '1 d');
CALL sys.create_tag(`table` => 'default.t', tag => 't3', snapshot_id => 3, time_retained => '30 min');
SELECT tag_name, snapshot_id, create_time IS NULL, time_retained FROM t$tags;
CALL sys.expire_tags('default.t', '2000-01-01 00:00:00');
SELECT tag_name FROM t$tags;
CALL sys.expire_tags(`table` => 'default.t', older_than => '2999-01-01 00:00:00');
SELECT tag_name FROM t$tags;
SELECT * FROM t;
