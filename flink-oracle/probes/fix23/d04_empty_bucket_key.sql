CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2', 'bucket-key' = 'k', 'merge-engine' = 'aggregation', 'fields.v.aggregate-function' = 'listagg');
ALTER TABLE t DROP PRIMARY KEY;
SHOW CREATE TABLE t;
INSERT INTO t VALUES (1, 'a'), (1, 'b');
SELECT * FROM t;
SELECT * FROM t$options;
