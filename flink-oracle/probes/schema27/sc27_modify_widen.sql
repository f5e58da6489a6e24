CREATE TABLE t (k INT, r ROW<x INT, y STRING, n ROW<p INT>>, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, ROW(1, 'a', ROW(7)), 10);
ALTER TABLE t MODIFY r ROW<x BIGINT, y STRING, n ROW<p BIGINT, q INT>>;
SELECT schema_id, fields FROM t$schemas;
SELECT * FROM t;
ALTER TABLE t MODIFY r ROW<x STRING, y STRING, n ROW<p BIGINT, q INT>>;
SELECT schema_id, fields FROM t$schemas;
SELECT * FROM t;
