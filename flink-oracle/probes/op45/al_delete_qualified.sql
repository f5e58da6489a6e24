-- DELETE and UPDATE of a table named by database, with its name as qualifier
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c');
DELETE FROM `default`.t WHERE t.k = 1;
UPDATE `default`.t SET v = 'z' WHERE t.k = 2;
SELECT * FROM t;
