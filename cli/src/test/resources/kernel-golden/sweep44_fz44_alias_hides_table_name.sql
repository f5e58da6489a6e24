-- exit: 1
-- stderr: ERROR: statement 5
-- once aliased, a table's name no longer names its columns (REPORT sweep 44 fz44): each side of a self join by its alias, then `s.x` over `s AS s2` refused as Flink refuses it ("Table 's' not found"); Varve took `s` for the aliased table, which inside a subquery read the aliased table where Flink correlates with the outer `s`
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, REPORT sweep 44 fz44); the Java-API interpreter runs no self joins and subqueries
CREATE TABLE s (id INT, g STRING, x INT, PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO s VALUES (1, 'a', 1), (2, 'b', -1), (3, 'a', 4);
SELECT l.id, r.id FROM s AS l JOIN s AS r ON l.g = r.g AND l.id <> r.id;
SELECT s2.x FROM s AS s2 WHERE s2.x > 0;
SELECT s.x FROM s AS s2;
