-- DELETE under an alias naming the table
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c');
DELETE FROM t AS x WHERE t.k = 1;
SELECT * FROM t;
