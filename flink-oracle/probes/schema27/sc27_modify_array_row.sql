CREATE TABLE t (k INT, a ARRAY<ROW<x INT, y STRING>>, m MAP<STRING, ROW<p INT, q INT>>, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, ARRAY[ROW(1, 'a'), ROW(2, 'b')], MAP['k', ROW(1, 2)]);
ALTER TABLE t MODIFY a ARRAY<ROW<x INT, y STRING, z INT>>;
SELECT schema_id, fields FROM t$schemas;
ALTER TABLE t MODIFY m MAP<STRING, ROW<q BIGINT, r INT>>;
SELECT schema_id, fields FROM t$schemas;
SELECT * FROM t;
INSERT INTO t VALUES (2, ARRAY[ROW(3, 'c', 4)], MAP['j', ROW(5, 6)]);
SELECT * FROM t;
