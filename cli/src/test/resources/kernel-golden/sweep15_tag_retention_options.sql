-- 'tag.num-retained-max' and 'tag.default-time-retained' apply to automatically created tags only: sys.create_tag keeps more tags and sets no time retained
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'tag.num-retained-max' = '2', 'tag.default-time-retained' = '1 h');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
CALL sys.create_tag('default.t', 't1', 1);
CALL sys.create_tag('default.t', 't2', 2);
CALL sys.create_tag('default.t', 't3', 3);
SELECT tag_name, snapshot_id, create_time, time_retained FROM t$tags;
INSERT INTO t VALUES (4, 'd');
CALL sys.expire_tags('default.t');
SELECT tag_name, snapshot_id FROM t$tags;
