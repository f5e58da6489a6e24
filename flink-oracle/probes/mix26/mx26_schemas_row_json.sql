-- $schemas' fields JSON of a ROW column (nested field ids)
CREATE TABLE t (k INT, r ROW<x INT, y STRING>, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
SELECT schema_id, fields FROM t$schemas;
