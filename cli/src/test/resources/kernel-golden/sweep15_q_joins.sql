-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no joins, WITH or subqueries
-- batch joins (INNER, LEFT, RIGHT, FULL, comma, USING, non-equi), WITH and IN / scalar subqueries over two primary-key tables
CREATE TABLE a (id INT, name STRING, PRIMARY KEY (id) NOT ENFORCED);
CREATE TABLE b (id INT, score INT, PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO a VALUES (1, 'x'), (2, 'y'), (3, 'z');
INSERT INTO b VALUES (1, 10), (3, 30), (4, 40);
WITH s AS (SELECT id, score * 2 AS s2 FROM b) SELECT 'with', s.* FROM s WHERE s2 > 20;
SELECT 'inner', a.id, a.name, b.score FROM a JOIN b ON a.id = b.id;
SELECT 'left', a.id, name, score FROM a LEFT JOIN b ON a.id = b.id;
SELECT 'right', b.id, name, score FROM a RIGHT JOIN b ON a.id = b.id;
SELECT 'full', a.id, b.id, name, score FROM a FULL OUTER JOIN b ON a.id = b.id;
SELECT 'comma', a.*, b.* FROM a, b WHERE a.id = b.id;
SELECT 'using', a.*, score FROM a INNER JOIN b USING (id);
SELECT 'nonequi', x.name, COUNT(*) FROM a x JOIN b y ON x.id < y.id GROUP BY x.name;
SELECT 'in', id, name FROM a WHERE id IN (SELECT id FROM b);
SELECT 'notin', id, name FROM a WHERE id NOT IN (SELECT id FROM b WHERE score > 20);
SELECT 'scalar', id, score FROM b WHERE score = (SELECT MAX(score) FROM b);
WITH big AS (SELECT id FROM b WHERE score >= 30), names AS (SELECT a.name FROM a JOIN big ON a.id = big.id) SELECT 'with2', name FROM names;
