CREATE TABLE t (k INT, r ROW<x INT, y STRING>, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, ROW(1, 'a'), 10);
ALTER TABLE t MODIFY r ROW<y STRING, x INT>;
SELECT schema_id, fields FROM t$schemas;
SELECT * FROM t;
