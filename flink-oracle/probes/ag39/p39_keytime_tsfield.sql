-- probe ag39: merge_map_with_keytime with an INT entry time (the ROW's last field): Paimon 1.4.2 fails the first read that merges two timed entries of a key
-- exit: 1
CREATE TABLE A (k INT, m MAP<STRING, ROW<v STRING, t INT>>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.m.aggregate-function' = 'merge_map_with_keytime');
INSERT INTO A VALUES (1, MAP['a', ROW('a1', 5), 'b', ROW('b1', 10)]);
INSERT INTO A VALUES (1, MAP['a', ROW('a0', 3), 'b', ROW('b2', 9), 'c', ROW('c1', CAST(NULL AS INT))]);
SELECT * FROM A;
INSERT INTO A VALUES (1, MAP['a', ROW('a2', 5), 'c', ROW('c2', 1)]);
SELECT * FROM A;
