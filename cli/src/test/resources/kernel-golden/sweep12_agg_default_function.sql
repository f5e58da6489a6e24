-- fields.default-aggregate-function applies to every non-key column without its own function; listagg with NULL and empty strings
CREATE TABLE T (k INT, a INT, b BIGINT, c DOUBLE, s STRING, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.default-aggregate-function' = 'sum', 'fields.s.aggregate-function' = 'listagg', 'fields.c.aggregate-function' = 'max');
INSERT INTO T VALUES (1, 1, 10, 1.5, 'a'), (1, 2, NULL, 0.5, NULL);
INSERT INTO T VALUES (1, NULL, 5, NULL, ''), (2, 7, 7, 7.0, '');
INSERT INTO T VALUES (1, 3, 1, 2.5, 'b'), (2, NULL, NULL, NULL, 'z');
SELECT * FROM T;
CALL sys.compact('default.T');
SELECT * FROM T;
