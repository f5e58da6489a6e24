-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/lone26); the Java-API interpreter does not read $files nor publish the lookup compaction as Flink does
-- aggregation collect distinct / sum, lookup producer: a lone record reads as written while its level-0 file was only upgraded into the top level (a +U keeps its kind in $audit_log); a single level-0 file going to level 4 is rewritten (merged); a rewrite taking every file merges every lone record
CREATE TABLE a (k INT, c ARRAY<INT>, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.c.aggregate-function' = 'collect', 'fields.c.distinct' = 'true', 'fields.n.aggregate-function' = 'sum', 'changelog-producer' = 'lookup');
INSERT INTO a VALUES +I(1, ARRAY[1, 1, 2], 1), +U(2, ARRAY[3, 3], 2);
SELECT * FROM a;
SELECT * FROM a$audit_log;
INSERT INTO a VALUES (10, ARRAY[5, 5], 3);
SELECT * FROM a;
SELECT * FROM a$audit_log;
SELECT `level`, record_count FROM a$files;
INSERT INTO a VALUES (20, ARRAY[6, 6], 4), (21, ARRAY[7, 7], 5);
SELECT * FROM a;
SELECT * FROM a$audit_log;
SELECT `level`, record_count FROM a$files;
