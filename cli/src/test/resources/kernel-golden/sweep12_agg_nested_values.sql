-- value-picking aggregate functions over ROW, ARRAY and MAP columns: first_value, last_value, first_non_null_value, last_non_null_value with NULLs, across commits and a compaction
CREATE TABLE T (k INT, fr ROW<a INT, b STRING>, lr ROW<a INT, b STRING>, fa ARRAY<STRING>, la ARRAY<STRING>, fm MAP<STRING, INT>, lm MAP<STRING, INT>, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.fr.aggregate-function' = 'first_value', 'fields.lr.aggregate-function' = 'last_value',
  'fields.fa.aggregate-function' = 'first_non_null_value', 'fields.la.aggregate-function' = 'last_non_null_value', 'fields.fm.aggregate-function' = 'first_non_null_value', 'fields.lm.aggregate-function' = 'last_value');
INSERT INTO T VALUES (1, CAST(NULL AS ROW<a INT, b STRING>), ROW(1, 'x'), CAST(NULL AS ARRAY<STRING>), ARRAY['a', 'b'], MAP['k', 1], MAP['k', 1]);
INSERT INTO T VALUES (1, ROW(2, 'y'), CAST(NULL AS ROW<a INT, b STRING>), ARRAY['c'], CAST(NULL AS ARRAY<STRING>), MAP['m', 2], CAST(NULL AS MAP<STRING, INT>)), (2, ROW(NULL, NULL), ROW(NULL, 'z'), ARRAY[CAST(NULL AS STRING)], ARRAY['q'], MAP['n', CAST(NULL AS INT)], MAP['n', 3]);
SELECT * FROM T;
INSERT INTO T VALUES (1, ROW(3, 'w'), ROW(3, 'w'), ARRAY['d'], ARRAY['e'], MAP['o', 3], MAP['o', 3]);
CALL sys.compact('default.T');
SELECT * FROM T;
