-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files
-- partial-update with sequence groups and aggregation collect distinct under changelog-producer = lookup: Paimon's lookup compaction upgrades a lone level-0 file into the top level without running the merge function, so a key's lone record reads as written (a null-sequence group's columns kept, duplicates kept) until a later compaction rewrites its file with a level-0 file, which merges every lone record (COMPACTION.md "A key's lone version"; was a known difference until round 26)
CREATE TABLE l (k INT, a INT, s1 INT, b INT, s2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a', 'fields.s2.sequence-group' = 'b', 'changelog-producer' = 'lookup');
INSERT INTO l VALUES (1, 10, CAST(NULL AS INT), 20, 1), (3, 40, 1, 50, CAST(NULL AS INT));
SELECT * FROM l;
INSERT INTO l VALUES (2, 30, CAST(NULL AS INT), 31, 1), (4, 41, 1, 42, CAST(NULL AS INT)), (5, 51, 2, 52, 2);
SELECT * FROM l;
SELECT `level`, record_count FROM l$files;
SELECT * FROM l$audit_log;
CREATE TABLE a (k INT, c ARRAY<INT>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.c.aggregate-function' = 'collect', 'fields.c.distinct' = 'true', 'changelog-producer' = 'lookup');
INSERT INTO a VALUES (1, ARRAY[1, 1, 2]), (3, ARRAY[3, 3]);
SELECT * FROM a;
INSERT INTO a VALUES (2, ARRAY[5, 5]), (4, ARRAY[6, 6]), (5, ARRAY[7, 7]);
SELECT * FROM a;
SELECT `level`, record_count FROM a$files;
