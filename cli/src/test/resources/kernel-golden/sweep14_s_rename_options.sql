-- ALTER TABLE RENAME follows the column into the options naming it: fields.<c>.aggregate-function, sequence.field, fields.<g>.sequence-group (key and value), bucket-key; the merge still works across files written before and after
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not RENAME
CREATE TABLE a (k INT, s INT, m INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', 'fields.m.aggregate-function' = 'max');
INSERT INTO a VALUES (1, 5, 5);
ALTER TABLE a RENAME s TO s2;
INSERT INTO a VALUES (1, 3, 3);
SELECT * FROM a;
SELECT schema_id, options FROM a$schemas;
CREATE TABLE q (k INT, v STRING, ts INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'sequence.field' = 'ts');
INSERT INTO q VALUES (1, 'a', 5);
ALTER TABLE q RENAME ts TO ts2;
INSERT INTO q VALUES (1, 'b', 3);
SELECT * FROM q;
SELECT schema_id, options FROM q$schemas;
CREATE TABLE p (k INT, a INT, b INT, g INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.g.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'sum');
INSERT INTO p VALUES (1, 1, 1, 1);
ALTER TABLE p RENAME a TO a2;
INSERT INTO p VALUES (1, 5, 5, 2);
ALTER TABLE p RENAME g TO g2;
INSERT INTO p VALUES (1, 7, 7, 0);
SELECT * FROM p;
SELECT schema_id, options FROM p$schemas;
CREATE TABLE b (k INT, b INT, v STRING) WITH ('bucket' = '2', 'bucket-key' = 'b');
INSERT INTO b VALUES (1, 5, 'a');
ALTER TABLE b RENAME b TO b2;
INSERT INTO b VALUES (2, 5, 'b');
SELECT * FROM b;
SELECT `bucket`, record_count FROM b$files;
SELECT schema_id, options FROM b$schemas;
