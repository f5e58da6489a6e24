-- an uncorrelated scalar subquery with an aggregate, in the select list: one value per row of the outer query (fzsq_, REPORT sweep 44 fz44); the subquery's MAX made the outer query one group (a single row), and a column beside it was refused ("must appear in GROUP BY")
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, REPORT sweep 44 fz44); the Java-API interpreter runs no subqueries
CREATE TABLE s (id INT, g STRING, x INT, PRIMARY KEY (id) NOT ENFORCED);
CREATE TABLE b (id INT, x INT);
INSERT INTO s VALUES (1, 'a', 1), (2, 'b', -1), (3, 'a', 4);
INSERT INTO b VALUES (1, 0), (2, 5);
SELECT (SELECT MAX(x) FROM b) AS m FROM s;
SELECT id, (SELECT MAX(x) FROM b) AS m FROM s;
SELECT id, 1 + (SELECT COUNT(*) FROM b) AS m FROM s WHERE x > 0;
SELECT g, COUNT(*) AS c, (SELECT MIN(x) FROM b) AS m FROM s GROUP BY g;
SELECT id FROM s WHERE x < (SELECT MAX(x) FROM b) AND x > (SELECT MIN(x) FROM b);
