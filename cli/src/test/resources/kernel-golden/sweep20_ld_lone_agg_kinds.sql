-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle), where a key's lone record passes through unmerged
-- lone records of an aggregation table: +U kind, collect distinct, listagg distinct, nested_update with a repeated key, merge_map; before and after compaction
CREATE TABLE A (k INT, c ARRAY<INT>, l STRING, n ARRAY<ROW<id INT, v STRING>>, s INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1',
  'fields.c.aggregate-function' = 'collect', 'fields.c.distinct' = 'true', 'fields.l.aggregate-function' = 'listagg', 'fields.l.distinct' = 'true',
  'fields.n.aggregate-function' = 'nested_update', 'fields.n.nested-key' = 'id', 'fields.s.aggregate-function' = 'sum');
INSERT INTO A VALUES +U(1, ARRAY[3, 3, 1], 'p,p', ARRAY[ROW(1, 'a'), ROW(1, 'b')], 5), +I(2, ARRAY[2, 2], 'q', ARRAY[ROW(2, 'c')], 1);
INSERT INTO A VALUES +I(2, ARRAY[2, 4], 'q,r', ARRAY[ROW(2, 'd')], 2);
SELECT * FROM A$audit_log;
SELECT * FROM A;
CALL sys.compact('default.A');
SELECT * FROM A$audit_log;
SELECT * FROM A;
