-- seed 000 / SEMANTICS §3 input filters and delete options: 'ignore-delete' on deduplicate, 'partial-update.remove-record-on-delete', 'aggregation.remove-record-on-delete', 'fields.default-aggregate-function', listagg delimiter and distinct; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE D (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('ignore-delete' = 'true');
CREATE TABLE P (k INT, v1 DOUBLE, v2 STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'partial-update.remove-record-on-delete' = 'true');
CREATE TABLE A (k INT, s BIGINT, t BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.default-aggregate-function' = 'sum', 'aggregation.remove-record-on-delete' = 'true');
CREATE TABLE L (k INT, tags STRING, words STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.tags.aggregate-function' = 'listagg', 'fields.tags.list-agg-delimiter' = ';', 'fields.words.aggregate-function' = 'listagg', 'fields.words.distinct' = 'true');
INSERT INTO D VALUES (1, 'a'), (2, 'b');
INSERT INTO D VALUES -D(1, 'a'), -U(2, 'b'), +U(2, 'b2');
INSERT INTO P VALUES (1, 1.0, NULL), (2, 2.0, 'x');
INSERT INTO P VALUES (1, NULL, 'y'), -D(2, NULL, NULL), -U(1, 1.0, 'y');
INSERT INTO P VALUES (2, NULL, 'z');
INSERT INTO A VALUES (1, 5, 1), (2, 7, 1);
INSERT INTO A VALUES (1, 3, NULL), -D(2, 7, 1), -U(1, 5, 1);
INSERT INTO L VALUES (1, 'x', 'a'), (1, 'y', 'b');
INSERT INTO L VALUES (1, 'x', 'a'), (1, NULL, 'c');
SELECT * FROM D;
SELECT * FROM P;
SELECT * FROM A;
SELECT * FROM L;
