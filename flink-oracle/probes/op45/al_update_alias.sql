-- UPDATE with a table alias
-- exit: 1
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a', 10), (2, 'b', 20), (3, 'c', 30);
UPDATE t AS x SET v = 'z' WHERE x.k = 1;
SELECT * FROM t;
UPDATE t x SET n = x.n + 1 WHERE x.v = 'b';
SELECT * FROM t;
UPDATE t AS x SET x.v = 'q' WHERE k = 3;
SELECT * FROM t;
