-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no window functions
-- distribution window functions: NTILE, PERCENT_RANK (ties share it), CUME_DIST (on Flink 2.0 ties do not share it: the row's position over the partition size)
CREATE TABLE s (id INT, cat STRING, amount INT, PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO s VALUES (1, 'a', 10), (2, 'a', 30), (3, 'a', 30), (4, 'a', 40), (5, 'b', 5), (6, 'b', 7), (7, 'c', 1);
SELECT 'dist', id, NTILE(2) OVER (PARTITION BY cat ORDER BY amount, id), PERCENT_RANK() OVER (PARTITION BY cat ORDER BY amount), CUME_DIST() OVER (PARTITION BY cat ORDER BY amount) FROM s;
SELECT 'ntile3', id, NTILE(3) OVER (ORDER BY id) FROM s;
