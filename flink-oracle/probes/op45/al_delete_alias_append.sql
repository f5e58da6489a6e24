-- DELETE with a table alias on an append table with deletion vectors
-- exit: 1
CREATE TABLE t (k INT, v STRING) WITH ('deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c');
DELETE FROM t AS x WHERE x.k = 1;
SELECT * FROM t;
