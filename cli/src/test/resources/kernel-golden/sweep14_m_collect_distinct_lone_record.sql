-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run CALL sys.compact here
-- collect with distinct: a key's only record reads as written ([a, b, a] for ARRAY['a', 'b', 'a']), before and after compaction: Paimon 1.4.2 runs the aggregate functions only when two or more records of a key meet (a lone record passes through unmerged), and so does Varve; listagg distinct keeps the first value's repeated tokens too
CREATE TABLE N (k INT, c ARRAY<STRING>, l STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1',
  'fields.c.aggregate-function' = 'collect', 'fields.c.distinct' = 'true', 'fields.l.aggregate-function' = 'listagg', 'fields.l.distinct' = 'true', 'fields.l.list-agg-delimiter' = ' ');
INSERT INTO N VALUES (1, ARRAY['a', 'b', 'a'], 'x y x');
SELECT * FROM N;
CALL sys.compact('default.N');
SELECT * FROM N;
