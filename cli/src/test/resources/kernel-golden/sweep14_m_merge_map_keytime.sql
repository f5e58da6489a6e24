-- merge_map_with_keytime (the time is the map ROW's last field, or the field named by fields.<c>.ts-field; compared as strings) and nested_partial_update (nested-key, non-null fields only); batch rows after two and three commits
CREATE TABLE A (k INT, m MAP<STRING, ROW<v STRING, t STRING>>, n ARRAY<ROW<id INT, a STRING, b INT>>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1',
  'fields.m.aggregate-function' = 'merge_map_with_keytime', 'fields.n.aggregate-function' = 'nested_partial_update', 'fields.n.nested-key' = 'id');
CREATE TABLE B (k INT, m MAP<STRING, ROW<t STRING, v STRING>>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1',
  'fields.m.aggregate-function' = 'merge_map_with_keytime', 'fields.m.ts-field' = 't');
INSERT INTO A VALUES (1, MAP['a', ROW('a1', '05'), 'b', ROW('b1', '05')], ARRAY[ROW(1, 'x', 1), ROW(2, 'y', 2)]);
INSERT INTO A VALUES (1, MAP['a', ROW('a0', '03'), 'b', ROW('b2', '07'), 'c', ROW('c1', '01')], ARRAY[ROW(1, CAST(NULL AS STRING), 10), ROW(3, 'z', 3)]);
SELECT * FROM A;
INSERT INTO A VALUES (1, MAP['c', ROW('c2', '1')], ARRAY[ROW(2, 'y2', CAST(NULL AS INT))]);
SELECT * FROM A;
INSERT INTO B VALUES (1, MAP['a', ROW('05', 'old')]);
INSERT INTO B VALUES (1, MAP['a', ROW('07', 'new'), 'b', ROW('01', 'b')]);
INSERT INTO B VALUES (1, MAP['a', ROW('06', 'late'), 'b', ROW('02', 'b2')]);
SELECT * FROM B;
