-- lookup producer, aggregation sum/first_value: rows at levels 5 and 4, then a full compaction keeps only the newest level's record
CREATE TABLE t (k INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup', 'merge-engine' = 'aggregation', 'fields.a.aggregate-function' = 'sum', 'fields.b.aggregate-function' = 'first_value');
INSERT INTO t VALUES (1, 10, 100), (2, 20, 200), (3, 30, 300);
INSERT INTO t VALUES (1, 5, 50);
SELECT level, record_count FROM t$files;
SELECT * FROM t;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT * FROM t;
