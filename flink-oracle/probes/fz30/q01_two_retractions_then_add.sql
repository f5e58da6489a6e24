-- fz30 probe: partial-update groups, a key started by two retractions (separate INSERTs), then an add
CREATE TABLE t (k INT, g1 INT, a STRING, g2 INT, c BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'fields.g1.sequence-group' = 'a', 'fields.g2.sequence-group' = 'c', 'bucket' = '1');
INSERT INTO t VALUES -D(1, 3, 'x', 2, 10);
INSERT INTO t VALUES -D(1, 5, 'y', 0, 20);
SELECT * FROM t;
INSERT INTO t VALUES +I(1, 4, 'z', 3, 30);
SELECT * FROM t;
SELECT `partition`, bucket, level, record_count FROM t$files;
