-- listagg takes STRING only: Paimon 1.4.2 refuses VARCHAR(n) (and CHAR(n)) at the first write ("Data type for list agg column must be STRING (unbounded VARCHAR), but was VARCHAR(5)"); Varve at CREATE TABLE
-- exit: 1
-- stderr: does not support column 'l' of type VARCHAR(5)
CREATE TABLE t (k INT, l VARCHAR(5), PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.l.aggregate-function' = 'listagg');
INSERT INTO t VALUES (1, 'a');
SELECT * FROM t;
