-- exit: 1
CREATE TABLE t (id INT, x INT, f DOUBLE, PRIMARY KEY (id) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 0, CAST('Infinity' AS DOUBLE)), (2, 3, 1.0E25), (3, 5, -123.456), (4, 7, 1.0E19);
SELECT id, x FROM t WHERE id = 1;
SELECT id, TRUNCATE(f, 2) FROM t WHERE id = 2;
