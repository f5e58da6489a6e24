-- SEMANTICS §3: sum retracts; max with ignore-retract keeps its maximum
CREATE TABLE T (k INT, s BIGINT, m INT, PRIMARY KEY (k) NOT ENFORCED) WITH (
  'merge-engine' = 'aggregation',
  'fields.s.aggregate-function' = 'sum',
  'fields.m.aggregate-function' = 'max',
  'fields.m.ignore-retract' = 'true');
INSERT INTO T VALUES (1, 10, 5), (1, 5, 7);
INSERT INTO T VALUES -U(1, 10, 5), +U(1, 20, 3);
SELECT * FROM T;
