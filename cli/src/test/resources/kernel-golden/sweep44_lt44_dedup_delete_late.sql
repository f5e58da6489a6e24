-- sweep 44 lt44: deduplicate under sequence.field (also with deletion vectors): a -D newest in sequence order reaching the bottom at CALL sys.compact is dropped, as Paimon 1.4.2 drops it, so a later lower-sequence record brings the key back; the full-compaction producer's first_value / listagg (before, Varve kept the -D and the key stayed deleted)
-- not checked against Paimon: reads $files and uses named CALL arguments (flink-oracle checks it on Flink)
CREATE TABLE t (k INT, v STRING, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'sequence.field' = 'sq');
INSERT INTO t VALUES (1, 'a', 5), (2, 'b', 5), (3, 'c', 5);
INSERT INTO t VALUES -D(1, 'a', 6), (2, 'b2', 8), -D(4, 'x', 6);
CALL sys.compact(`table` => 'default.t');
SELECT `level`, record_count FROM t$files;
INSERT INTO t VALUES (1, 'late', 3), (2, 'late', 7), (3, 'late', 4), (4, 'late', 2);
SELECT * FROM t;
CREATE TABLE g (k INT, v STRING, l STRING, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'sequence.field' = 'sq', 'changelog-producer' = 'full-compaction', 'fields.v.aggregate-function' = 'first_value', 'fields.l.aggregate-function' = 'listagg');
INSERT INTO g VALUES (1, 'a', 'a', 5), (2, 'b', 'b', 5);
INSERT INTO g VALUES (1, 'a2', 'a2', 9), (2, 'b0', 'b0', 4);
CALL sys.compact(`table` => 'default.g');
INSERT INTO g VALUES (1, 'late', 'late', 7), (2, 'late', 'late', 3);
SELECT * FROM g;
SELECT * FROM g$audit_log;
CREATE TABLE h (k INT, v STRING, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'sequence.field' = 'sq', 'deletion-vectors.enabled' = 'true');
INSERT INTO h VALUES (1, 'a', 5), (2, 'b', 5);
INSERT INTO h VALUES -D(1, 'a', 6), (2, 'b2', 8);
CALL sys.compact(`table` => 'default.h');
INSERT INTO h VALUES (1, 'late', 3), (2, 'late', 7);
SELECT * FROM h;
