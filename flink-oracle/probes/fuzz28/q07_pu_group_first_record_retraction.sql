-- partial-update with sequence groups: a key's first record is a retraction (a lone -D / -U of a key without a row), then an add (fzpu_1346 reduced)
CREATE TABLE t (k INT, g1 INT, a INT, b STRING, g2 INT, c INT, e INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'bucket' = '1', 'fields.g1.sequence-group' = 'a,b', 'fields.g2.sequence-group' = 'c', 'fields.c.aggregate-function' = 'sum');
INSERT INTO t VALUES -D(1, CAST(NULL AS INT), 6, 'y', 5, 10, 5), -D(2, 3, 6, 'y', 5, 10, 5), -U(3, 3, 6, 'y', 5, 10, 5);
SELECT * FROM t$audit_log;
INSERT INTO t VALUES (1, CAST(NULL AS INT), 8, CAST(NULL AS STRING), 7, 1, CAST(NULL AS INT)), (2, 1, 8, 'z', 4, 1, CAST(NULL AS INT)), (3, 4, 8, CAST(NULL AS STRING), 6, 1, 9);
SELECT * FROM t;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT * FROM t;
SELECT * FROM t$audit_log;
