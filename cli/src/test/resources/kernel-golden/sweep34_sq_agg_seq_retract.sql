-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files
-- aggregation with sequence.field: Paimon 1.4.2 folds the sequence column with last_value, so a retraction nulls it (fields.sq.ignore-retract keeps it); a merged row with a null sequence sorts before later lower-sequence records: after CALL sys.compact, and after a commit's own add and retraction of a key, which Paimon's write buffer merges (table c, key 1: sq 3; table i, a last_value column too); checked on Flink 2.0 + Paimon 1.4.2 (probes sq34)
CREATE TABLE a (k INT, s BIGINT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum');
INSERT INTO a VALUES (1, 5, 5), (2, 5, 5), (3, 5, 5);
INSERT INTO a VALUES -U(1, 2, 6), -D(2, 2, 6), -U(3, 2, 4);
SELECT * FROM a;
INSERT INTO a VALUES (1, 1, 3), (2, 1, 7), (3, 1, 9);
SELECT * FROM a;
CALL sys.compact('default.a');
INSERT INTO a VALUES (1, 10, 1), (2, 10, 1), (3, 10, 1);
SELECT * FROM a;
CREATE TABLE b (k INT, s BIGINT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum', 'fields.sq.ignore-retract' = 'true');
INSERT INTO b VALUES (1, 5, 5), (2, 5, 5);
INSERT INTO b VALUES -U(1, 2, 6), -D(2, 2, 4);
SELECT * FROM b;
CALL sys.compact('default.b');
INSERT INTO b VALUES (1, 1, 3), (2, 1, 3);
SELECT * FROM b;
CREATE TABLE c (k INT, s BIGINT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum');
INSERT INTO c VALUES +I(1, 5, 5), -U(1, 2, 6), +I(2, 5, 5), -D(2, 2, 6), +I(3, 5, 5), -U(3, 2, 4);
SELECT * FROM c;
SELECT level, record_count FROM c$files;
INSERT INTO c VALUES (1, 1, 3), (2, 1, 3), (3, 1, 3);
SELECT * FROM c;
CREATE TABLE i (k INT, s BIGINT, lv STRING, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum', 'fields.lv.aggregate-function' = 'last_value');
INSERT INTO i VALUES +I(1, 5, 'a', 5), -U(1, 2, 'b', 6);
SELECT * FROM i;
INSERT INTO i VALUES (1, 1, 'c', 3);
SELECT * FROM i;
