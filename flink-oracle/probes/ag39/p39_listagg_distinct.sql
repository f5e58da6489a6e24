-- probe ag39: listagg distinct with empty / blank strings, NULLs and a custom delimiter; first/last non-null with NULLs
CREATE TABLE T (k INT, l STRING, f STRING, n STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.l.aggregate-function' = 'listagg', 'fields.l.distinct' = 'true', 'fields.l.list-agg-delimiter' = '|', 'fields.f.aggregate-function' = 'first_non_null_value', 'fields.n.aggregate-function' = 'last_non_null_value', 'bucket' = '1');
INSERT INTO T VALUES (1, 'a', CAST(NULL AS STRING), 'x'), (2, '', '', CAST(NULL AS STRING));
INSERT INTO T VALUES (1, 'a|b', 'p', CAST(NULL AS STRING)), (2, ' ', CAST(NULL AS STRING), '');
INSERT INTO T VALUES (1, 'b', 'q', 'y'), (2, '', 'r', CAST(NULL AS STRING)), (1, CAST(NULL AS STRING), CAST(NULL AS STRING), CAST(NULL AS STRING));
SELECT * FROM T;
CALL sys.compact(`table` => 'default.T');
INSERT INTO T VALUES (1, 'a', 's', CAST(NULL AS STRING)), (2, 'c', CAST(NULL AS STRING), 'z');
SELECT * FROM T;
