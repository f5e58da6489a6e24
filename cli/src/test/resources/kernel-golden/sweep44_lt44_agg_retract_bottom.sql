-- sweep 44 lt44: aggregation retractions reaching the bottom at CALL sys.compact (sum, product, last_value; without and with sequence.field; remove-record-on-delete): a retraction result and a key's lone -U / -D are dropped there, as Paimon 1.4.2's full compaction drops them, so a later record of the key starts afresh (before, Varve kept a key's lone retractions and a sequence field's retraction results)
-- not checked against Paimon: reads $files and uses named CALL arguments (flink-oracle checks it on Flink)
CREATE TABLE s (k INT, su BIGINT, pr BIGINT, lv INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.su.aggregate-function' = 'sum', 'fields.pr.aggregate-function' = 'product', 'fields.lv.aggregate-function' = 'last_value');
INSERT INTO s VALUES (1, 5, 6, 10), (2, 5, 6, 20);
INSERT INTO s VALUES -U(1, 2, 2, 11), -U(3, 2, 2, 30), -D(2, 5, 6, 20);
CALL sys.compact(`table` => 'default.s');
SELECT `level`, record_count FROM s$files;
SELECT * FROM s;
INSERT INTO s VALUES (1, 1, 3, 12), (2, 1, 3, 21), (3, 1, 3, 31);
SELECT * FROM s;
CREATE TABLE r (k INT, su BIGINT, pr BIGINT, lv INT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'sequence.field' = 'sq', 'fields.su.aggregate-function' = 'sum', 'fields.pr.aggregate-function' = 'product', 'fields.lv.aggregate-function' = 'last_value');
INSERT INTO r VALUES (1, 5, 6, 50, 5), (2, 5, 6, 50, 5), (4, 5, 6, 50, 5);
INSERT INTO r VALUES -U(1, 2, 2, 20, 6), -U(3, 2, 2, 20, 6), -D(4, 5, 6, 50, 7);
CALL sys.compact(`table` => 'default.r');
SELECT `level`, record_count FROM r$files;
SELECT * FROM r;
INSERT INTO r VALUES (1, 1, 3, 10, 3), (3, 1, 3, 10, 3), (4, 1, 3, 10, 3);
SELECT * FROM r;
CREATE TABLE w (k INT, su BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.su.aggregate-function' = 'sum', 'aggregation.remove-record-on-delete' = 'true');
INSERT INTO w VALUES (1, 5), (2, 5);
INSERT INTO w VALUES -D(1, 5), -U(2, 1), -D(3, 1);
CALL sys.compact(`table` => 'default.w');
SELECT `level`, record_count FROM w$files;
INSERT INTO w VALUES (1, 7), (3, 7);
SELECT * FROM w;
