-- merge_map with many keys across commits and a retraction: the merged map's entries
CREATE TABLE M (k INT, m MAP<STRING, INT>, n MAP<INT, STRING>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.m.aggregate-function' = 'merge_map', 'fields.n.aggregate-function' = 'merge_map', 'bucket' = '1');
INSERT INTO M VALUES (1, MAP['zeta', 1, 'alpha', 2, 'mid', 3, 'a long key here', 4], MAP[100, 'a', 7, 'b', -3, 'c']);
INSERT INTO M VALUES (1, MAP['beta', 5, 'alpha', 20, 'q', 6, 'r', 7, 's', 8], MAP[42, 'd', 7, 'bb', 1000000, 'e']);
INSERT INTO M VALUES -U(1, MAP['mid', 0], MAP[-3, 'x']);
SELECT * FROM M;
CALL sys.compact('default.M');
SELECT * FROM M;
