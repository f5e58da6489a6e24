-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $files
-- lookup producer, aggregation sum / first_value: a key's rows in levels 5 and 4 (the level-4 one stored merged onto the level-5 one by the commit's compaction in Paimon, raw in Varve), read, then a full compaction: Paimon keeps only the newest level's record, Varve merges both; sum and first_value agree
CREATE TABLE t (k INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup', 'merge-engine' = 'aggregation', 'fields.a.aggregate-function' = 'sum', 'fields.b.aggregate-function' = 'first_value');
INSERT INTO t VALUES (1, 10, 100), (2, 20, 200), (3, 30, 300);
INSERT INTO t VALUES (1, 5, 50);
SELECT level, record_count FROM t$files;
SELECT * FROM t;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT * FROM t;
