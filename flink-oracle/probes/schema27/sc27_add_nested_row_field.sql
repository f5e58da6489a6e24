-- a ROW field added inside a ROW by MODIFY, and a nested ROW gaining a field
CREATE TABLE t (k INT, r ROW<x INT, n ROW<p INT>>, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, ROW(1, ROW(2)), 3);
ALTER TABLE t MODIFY r ROW<x INT, n ROW<p INT, q STRING>, s ROW<a INT, b ROW<c INT>>>;
SELECT schema_id, fields FROM t$schemas;
SELECT * FROM t;
INSERT INTO t VALUES (2, ROW(4, ROW(5, 'e'), ROW(6, ROW(7))), 8);
SELECT * FROM t;
SELECT k, r.s.b.c, r.n.q FROM t;
