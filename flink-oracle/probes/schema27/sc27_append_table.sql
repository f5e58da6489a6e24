CREATE TABLE t (k INT, r ROW<x INT, y STRING>, v INT);
INSERT INTO t VALUES (1, ROW(1, 'a'), 10);
ALTER TABLE t MODIFY r ROW<y STRING, z INT>;
SELECT schema_id, fields FROM t$schemas;
SELECT * FROM t;
INSERT INTO t VALUES (2, ROW('b', 3), 20);
SELECT * FROM t;
SELECT k, r.y, r.z FROM t;
