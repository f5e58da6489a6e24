-- collect distinct, merge_map and sum with -U/+U/-D input under the lookup producer (one bucket), over five commits with a CALL sys.compact: retractions remove one element / the key (a -U and its +U in separate commits: a pair in one commit meets Paimon's pre-merge bug, SEMANTICS §3/§11); streaming changelog and batch rows
-- ordered
CREATE TABLE A (k INT, c ARRAY<STRING>, m MAP<STRING, INT>, s INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'lookup', 'bucket' = '1',
  'fields.c.aggregate-function' = 'collect', 'fields.c.distinct' = 'true', 'fields.m.aggregate-function' = 'merge_map', 'fields.s.aggregate-function' = 'sum');
INSERT INTO A VALUES (1, ARRAY['a', 'b'], MAP['x', 1], 1);
INSERT INTO A VALUES (1, ARRAY['b', 'c'], MAP['y', 2, 'x', 3], 2);
CALL sys.compact('default.A');
INSERT INTO A VALUES -U(1, ARRAY['b'], MAP['x', 0], 2);
INSERT INTO A VALUES +U(1, ARRAY['d'], MAP['z', 4], 5);
INSERT INTO A VALUES -D(1, ARRAY['a', 'c'], MAP['y', 0], 1);
SELECT * FROM A;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
