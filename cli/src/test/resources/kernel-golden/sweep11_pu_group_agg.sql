-- partial-update sequence groups with aggregate functions: fields.default-aggregate-function, collect / merge_map / nested_update inside a group, ignore-retract, out-of-order group sequences, retraction of a group
CREATE TABLE P (k INT, g1 INT, a INT, c ARRAY<STRING>, g2 INT, m MAP<STRING, INT>, n ARRAY<ROW<id INT, s STRING>>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'fields.g1.sequence-group' = 'a,c', 'fields.g2.sequence-group' = 'm,n', 'fields.default-aggregate-function' = 'last_non_null_value', 'fields.a.aggregate-function' = 'sum', 'fields.c.aggregate-function' = 'collect', 'fields.m.aggregate-function' = 'merge_map', 'fields.n.aggregate-function' = 'nested_update', 'fields.n.nested-key' = 'id', 'bucket' = '1');
INSERT INTO P VALUES (1, 1, 10, ARRAY['x'], 1, MAP['a', 1], ARRAY[ROW(1, 'one'), ROW(2, 'two')]);
INSERT INTO P VALUES (1, 3, 5, ARRAY['y'], CAST(NULL AS INT), MAP['b', 2], ARRAY[ROW(3, 'three')]);
INSERT INTO P VALUES (1, 2, 1, ARRAY['z'], 2, MAP['a', 10, 'c', 3], ARRAY[ROW(2, 'TWO'), ROW(4, 'four')]);
SELECT * FROM P;
INSERT INTO P VALUES -U(1, 4, 5, ARRAY['x'], 3, MAP['a', 0], ARRAY[ROW(1, 'gone')]);
SELECT * FROM P;
CALL sys.compact('default.P');
SELECT * FROM P;
