-- SEMANTICS §3: first-row keeps the first record; with first-row.ignore-delete a -D is ignored
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'first-row.ignore-delete' = 'true');
INSERT INTO T VALUES (1, 'a'), (1, 'b'), -D(1, 'a');
INSERT INTO T VALUES (2, 'c');
SELECT * FROM T;
