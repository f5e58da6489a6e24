CREATE TABLE d (k INT, c ARRAY<INT>, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.c.aggregate-function' = 'collect', 'fields.c.distinct' = 'true', 'fields.n.aggregate-function' = 'sum', 'changelog-producer' = 'lookup');
INSERT INTO d VALUES +I(1, ARRAY[1, 1, 2], 1), -D(9, ARRAY[4], 7), +U(3, ARRAY[8, 8], 2);
SELECT * FROM d;
SELECT * FROM d$audit_log;
SELECT `level`, record_count FROM d$files;
