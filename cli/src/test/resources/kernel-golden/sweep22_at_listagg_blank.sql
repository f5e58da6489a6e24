-- listagg on blank and empty strings (Paimon 1.4.2): a blank string is a value like any other; an empty string is skipped after the first input, and an empty state is replaced; distinct drops empty tokens and tokens already in the state; with an empty delimiter, distinct splits on spaces
CREATE TABLE t (k INT, l STRING, d STRING, e STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.l.aggregate-function' = 'listagg', 'fields.d.aggregate-function' = 'listagg', 'fields.d.distinct' = 'true', 'fields.e.aggregate-function' = 'listagg', 'fields.e.distinct' = 'true', 'fields.e.list-agg-delimiter' = '');
INSERT INTO t VALUES (1, ' ', ' ', ' '), (2, CAST(NULL AS STRING), CAST(NULL AS STRING), CAST(NULL AS STRING)), (3, ' ', ' ', ' '), (4, 'x', 'x', 'x'), (5, '', '', ''), (6, 'a,,b', 'a,,b', 'ab');
INSERT INTO t VALUES (1, ' ', ' ', ' '), (2, ' ', ' ', ' '), (3, 'x', 'x', 'x'), (4, ' ', ' ', ' '), (5, 'x', 'x', 'x'), (6, 'b, ,c', 'b, ,c', 'bc');
SELECT * FROM t;
INSERT INTO t VALUES (1, 'y', 'y', 'y'), (2, '', '', ''), (3, ' ', ' ', ' '), (4, 'x', 'x', 'x'), (5, '  ', '  ', '  '), (6, 'a', 'a', 'a');
SELECT * FROM t;
