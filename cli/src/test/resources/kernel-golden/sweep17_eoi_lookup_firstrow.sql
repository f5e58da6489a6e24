-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files and does not end a statement with the Flink sink's end-of-input compaction
-- tables of the lookup layout (lookup producer, first-row) compact at the commit itself (one mixed snapshot; Paimon publishes APPEND then COMPACT there, SEMANTICS §7 keeps the ids apart): the layout after five single-row statements is the same
CREATE TABLE l (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup');
INSERT INTO l VALUES (1, 'a');
INSERT INTO l VALUES (2, 'b');
INSERT INTO l VALUES (3, 'c');
INSERT INTO l VALUES (4, 'd');
INSERT INTO l VALUES (5, 'e');
SELECT level, record_count FROM l$files;
CREATE TABLE f (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
INSERT INTO f VALUES (1, 'a');
INSERT INTO f VALUES (2, 'b');
INSERT INTO f VALUES (3, 'c');
INSERT INTO f VALUES (4, 'd');
INSERT INTO f VALUES (5, 'e');
SELECT level, record_count FROM f$files;
