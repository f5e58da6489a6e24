-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/lone26); the Java-API interpreter does not read $files nor publish the lookup compaction as Flink does
-- write-only lookup table, CALL sys.compact: a single level-0 file is upgraded (lone record as written), two files are rewritten (merged)
CREATE TABLE w (k INT, c ARRAY<INT>, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.c.aggregate-function' = 'collect', 'fields.c.distinct' = 'true', 'fields.n.aggregate-function' = 'sum', 'changelog-producer' = 'lookup', 'write-only' = 'true');
INSERT INTO w VALUES (1, ARRAY[1, 1, 2], 1);
SELECT * FROM w;
CALL sys.compact('default.w');
SELECT * FROM w;
SELECT `level`, record_count FROM w$files;
INSERT INTO w VALUES (2, ARRAY[3, 3], 2);
CALL sys.compact('default.w');
SELECT * FROM w;
SELECT `level`, record_count FROM w$files;
CREATE TABLE x (k INT, c ARRAY<INT>, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.c.aggregate-function' = 'collect', 'fields.c.distinct' = 'true', 'fields.n.aggregate-function' = 'sum', 'changelog-producer' = 'lookup', 'write-only' = 'true');
INSERT INTO x VALUES (1, ARRAY[1, 1, 2], 1);
INSERT INTO x VALUES (2, ARRAY[3, 3], 2);
CALL sys.compact('default.x');
SELECT * FROM x;
SELECT `level`, record_count FROM x$files;
