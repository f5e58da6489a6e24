CREATE TABLE t (k INT, r ROW<x INT, y STRING>, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, ROW(1, 'a'), 10);
ALTER TABLE t MODIFY r ROW<x INT, y STRING, z INT>;
SELECT schema_id, fields FROM t$schemas;
SELECT * FROM t;
INSERT INTO t VALUES (2, ROW(2, 'b', 20), 20);
SELECT * FROM t;
ALTER TABLE t ADD w INT;
SELECT schema_id, fields FROM t$schemas;
