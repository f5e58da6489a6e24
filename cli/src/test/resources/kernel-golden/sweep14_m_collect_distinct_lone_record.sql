-- not checked against Paimon: Paimon 1.4.2 never runs the merge function on a key's only record, so a lone collect-distinct array reads back with its duplicates ([a, b, a]) although its lookup changelog shows [a, b]; Varve applies 'distinct' to every value
-- collect with distinct: a key's only record is de-duplicated too ([a, b] for ARRAY['a', 'b', 'a']), before and after compaction; Paimon 1.4.2 never runs the merge function on a key's only record, so its batch reads keep [a, b, a] (while its lookup changelog shows [a, b]) until a second record of the key merges it; Varve keeps 'distinct' (known difference, flink-oracle/known-differences.txt); listagg distinct keeps the first value's repeated tokens in both
CREATE TABLE N (k INT, c ARRAY<STRING>, l STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1',
  'fields.c.aggregate-function' = 'collect', 'fields.c.distinct' = 'true', 'fields.l.aggregate-function' = 'listagg', 'fields.l.distinct' = 'true', 'fields.l.list-agg-delimiter' = ' ');
INSERT INTO N VALUES (1, ARRAY['a', 'b', 'a'], 'x y x');
SELECT * FROM N;
CALL sys.compact('default.N');
SELECT * FROM N;
