-- sweep 44 lt44: partial-update under sequence.field (with remove-record-on-delete too) and with sequence groups (first_value, listagg): CALL sys.compact stores the merged row, as Paimon 1.4.2's full compaction does; a later record with a lower sequence meets the whole row (before, Varve folded it among the raw versions)
-- not checked against Paimon: reads $files and uses named CALL arguments (flink-oracle checks it on Flink)
CREATE TABLE p (k INT, a INT, b STRING, c BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'bucket' = '1', 'sequence.field' = 'c');
INSERT INTO p VALUES (1, CAST(NULL AS INT), 'y', 2), (2, 1, 'w', 1), (3, 1, 'z', 1);
INSERT INTO p VALUES (1, 8, CAST(NULL AS STRING), 4), (2, 5, CAST(NULL AS STRING), 5);
CALL sys.compact(`table` => 'default.p');
SELECT `level`, record_count FROM p$files;
INSERT INTO p VALUES (1, 9, 'late', 3), (2, 7, 'late', 3), (3, 7, 'late', 0);
SELECT * FROM p;
CREATE TABLE q (k INT, a INT, b STRING, g1 INT, x INT, l STRING, g2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'bucket' = '1', 'fields.g1.sequence-group' = 'a,b', 'fields.g2.sequence-group' = 'x,l', 'fields.x.aggregate-function' = 'first_value', 'fields.l.aggregate-function' = 'listagg');
INSERT INTO q VALUES (1, 1, 'a', 5, 10, 'p', 5), (2, 2, 'b', 5, 20, 'q', 5);
INSERT INTO q VALUES (1, CAST(NULL AS INT), 'a2', 8, 11, 'p2', 8), (2, 3, CAST(NULL AS STRING), 2, 21, 'q2', 9);
CALL sys.compact(`table` => 'default.q');
SELECT `level`, record_count FROM q$files;
INSERT INTO q VALUES (1, 4, 'late', 6, 12, 'late', 6), (2, 4, 'late', 3, 22, 'late', 7);
SELECT * FROM q;
CREATE TABLE e (k INT, a INT, b STRING, c BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'bucket' = '1', 'sequence.field' = 'c', 'partial-update.remove-record-on-delete' = 'true');
INSERT INTO e VALUES (1, 1, 'a', 5), (2, 2, 'b', 5);
INSERT INTO e VALUES -D(1, 1, 'a', 6), (2, CAST(NULL AS INT), 'b2', 7);
CALL sys.compact(`table` => 'default.e');
SELECT `level`, record_count FROM e$files;
INSERT INTO e VALUES (1, 9, 'late', 3), (2, 9, 'late', 3);
SELECT * FROM e;
