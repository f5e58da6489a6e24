-- listagg with an empty delimiter, a multi-character delimiter and distinct with a space delimiter, over three commits with nulls and empty strings; batch rows
CREATE TABLE L (k INT, e STRING, m STRING, d STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1',
  'fields.e.aggregate-function' = 'listagg', 'fields.e.list-agg-delimiter' = '',
  'fields.m.aggregate-function' = 'listagg', 'fields.m.list-agg-delimiter' = ' -> ',
  'fields.d.aggregate-function' = 'listagg', 'fields.d.list-agg-delimiter' = ' ', 'fields.d.distinct' = 'true');
INSERT INTO L VALUES (1, 'a', 'x', 'p q'), (2, CAST(NULL AS STRING), '', '');
INSERT INTO L VALUES (1, 'b', CAST(NULL AS STRING), 'q r p'), (2, 'c', 'y', 'z');
INSERT INTO L VALUES (1, '', 'z', 's  p'), (2, 'd', '', 'z');
SELECT * FROM L;
