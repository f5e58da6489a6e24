-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/lone26); the Java-API interpreter does not read $files nor publish the lookup compaction as Flink does
-- a lookup table's single level-0 file holding a retraction is rewritten into the top level, not upgraded: every lone record merged (the lone -D becomes the sum's negative row)
CREATE TABLE d (k INT, c ARRAY<INT>, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.c.aggregate-function' = 'collect', 'fields.c.distinct' = 'true', 'fields.n.aggregate-function' = 'sum', 'changelog-producer' = 'lookup');
INSERT INTO d VALUES +I(1, ARRAY[1, 1, 2], 1), -D(9, ARRAY[4], 7), +U(3, ARRAY[8, 8], 2);
SELECT * FROM d;
SELECT * FROM d$audit_log;
SELECT `level`, record_count FROM d$files;
