-- DELETE with a table alias
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c');
DELETE FROM t AS x WHERE x.k = 1;
SELECT * FROM t;
DELETE FROM t x WHERE x.v = 'b';
SELECT * FROM t;
