-- fz30 probe: a lone retraction, CALL sys.compact, then an add
CREATE TABLE t (k INT, g1 INT, a STRING, g2 INT, c BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'fields.g1.sequence-group' = 'a', 'fields.g2.sequence-group' = 'c', 'bucket' = '1');
INSERT INTO t VALUES -D(1, 3, 'x', 2, 10);
CALL sys.compact(`table` => 'default.t');
SELECT `partition`, bucket, level, record_count FROM t$files;
INSERT INTO t VALUES +I(1, 2, 'z', 3, 30);
SELECT * FROM t;
