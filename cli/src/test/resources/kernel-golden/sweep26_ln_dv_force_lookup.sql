-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/lone26); the Java-API interpreter does not read $files nor publish the lookup compaction as Flink does
-- force-lookup and deletion vectors use the lookup rewriter too (lone records merged by a rewrite of level-0 files); compaction.force-up-level-0 alone does not
CREATE TABLE v (k INT, c ARRAY<INT>, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.c.aggregate-function' = 'collect', 'fields.c.distinct' = 'true', 'fields.n.aggregate-function' = 'sum', 'deletion-vectors.enabled' = 'true');
INSERT INTO v VALUES (1, ARRAY[1, 1, 2], 1), (3, ARRAY[3, 3], 2);
SELECT * FROM v;
INSERT INTO v VALUES (2, ARRAY[5, 5], 3), (4, ARRAY[6, 6], 4), (5, ARRAY[7, 7], 5);
SELECT * FROM v;
SELECT `level`, record_count FROM v$files;
CREATE TABLE f (k INT, c ARRAY<INT>, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.c.aggregate-function' = 'collect', 'fields.c.distinct' = 'true', 'fields.n.aggregate-function' = 'sum', 'force-lookup' = 'true');
INSERT INTO f VALUES (1, ARRAY[1, 1, 2], 1), (3, ARRAY[3, 3], 2);
SELECT * FROM f;
INSERT INTO f VALUES (2, ARRAY[5, 5], 3), (4, ARRAY[6, 6], 4), (5, ARRAY[7, 7], 5);
SELECT * FROM f;
SELECT `level`, record_count FROM f$files;
CREATE TABLE g (k INT, c ARRAY<INT>, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.c.aggregate-function' = 'collect', 'fields.c.distinct' = 'true', 'fields.n.aggregate-function' = 'sum', 'compaction.force-up-level-0' = 'true');
INSERT INTO g VALUES (1, ARRAY[1, 1, 2], 1), (3, ARRAY[3, 3], 2);
INSERT INTO g VALUES (2, ARRAY[5, 5], 3), (4, ARRAY[6, 6], 4), (5, ARRAY[7, 7], 5);
SELECT * FROM g;
SELECT `level`, record_count FROM g$files;
