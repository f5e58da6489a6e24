-- DELETE under the alias of the same name as the table
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a'), (2, 'b');
DELETE FROM t AS t WHERE t.k = 1;
UPDATE t AS t SET v = 'z' WHERE t.k = 2;
SELECT * FROM t;
