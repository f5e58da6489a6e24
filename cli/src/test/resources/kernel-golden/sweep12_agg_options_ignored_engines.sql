-- per-column aggregate functions on tables whose engine does not aggregate (deduplicate, first-row, append) are ignored as in Paimon 1.4.2, even when the function does not fit the column's type
CREATE TABLE D (k INT, s STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'deduplicate', 'fields.s.aggregate-function' = 'sum', 'fields.n.aggregate-function' = 'sum', 'bucket' = '1');
CREATE TABLE F (k INT, s STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'fields.n.aggregate-function' = 'bool_and', 'fields.s.aggregate-function' = 'listagg', 'bucket' = '1');
CREATE TABLE A (k INT, s STRING, n INT) WITH ('fields.s.aggregate-function' = 'max', 'fields.n.aggregate-function' = 'collect');
INSERT INTO D VALUES (1, 'a', 1), (2, 'b', 2);
INSERT INTO F VALUES (1, 'a', 1), (2, 'b', 2);
INSERT INTO A VALUES (1, 'a', 1), (2, 'b', 2);
INSERT INTO D VALUES (1, 'a2', 10);
INSERT INTO F VALUES (1, 'a2', 10);
INSERT INTO A VALUES (1, 'a2', 10);
SELECT * FROM D;
SELECT * FROM F;
SELECT * FROM A;
