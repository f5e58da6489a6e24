-- listagg with distinct and the default delimiter: tokens already present are dropped, NULLs skipped, a new token list from each record
CREATE TABLE T (k INT, l STRING, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'fields.l.aggregate-function' = 'listagg', 'fields.l.distinct' = 'true');
INSERT INTO T VALUES (1, 'a'), (1, 'b,c'), (2, NULL);
INSERT INTO T VALUES (1, 'c'), (1, 'a,d'), (2, 'x'), (2, 'x');
SELECT * FROM T;
