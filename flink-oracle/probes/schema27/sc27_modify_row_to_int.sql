CREATE TABLE t (k INT, r ROW<x INT, y STRING>, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
ALTER TABLE t MODIFY r INT;
SELECT schema_id, fields FROM t$schemas;
