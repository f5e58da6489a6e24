-- nested field ids at CREATE / ADD: ROW, nested ROW, ARRAY<ROW>, MAP<_, ROW>, MAP<ROW?>
CREATE TABLE t (k INT, r ROW<x INT, y ROW<p INT, q STRING>>, a ARRAY<ROW<u INT, v STRING>>, m MAP<INT, ROW<s INT>>, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
SELECT schema_id, fields FROM t$schemas;
ALTER TABLE t ADD r2 ROW<c INT, d ARRAY<ROW<e INT>>>;
SELECT schema_id, fields FROM t$schemas;
ALTER TABLE t ADD w INT;
SELECT schema_id, fields FROM t$schemas;
ALTER TABLE t DROP r2;
ALTER TABLE t ADD z INT;
SELECT schema_id, fields FROM t$schemas;
