-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no window functions
-- batch window functions: ROW_NUMBER / RANK / DENSE_RANK per partition, a top-1 per group (deduplication), aggregates over the partition and running (RANGE / ROWS)
CREATE TABLE s (id INT, cat STRING, amount INT, PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO s VALUES (1, 'a', 10), (2, 'a', 30), (3, 'a', 30), (4, 'b', 5), (5, 'b', 7), (6, 'c', 1);
SELECT 'rank', id, cat, RANK() OVER (PARTITION BY cat ORDER BY amount DESC), DENSE_RANK() OVER (PARTITION BY cat ORDER BY amount DESC) FROM s;
SELECT 'rn', id, ROW_NUMBER() OVER (ORDER BY id DESC) FROM s;
SELECT 'top1', id, cat, amount FROM (SELECT id, cat, amount, ROW_NUMBER() OVER (PARTITION BY cat ORDER BY amount DESC, id ASC) AS rn FROM s) WHERE rn = 1;
SELECT 'part', id, SUM(amount) OVER (PARTITION BY cat), COUNT(*) OVER (PARTITION BY cat), MAX(amount) OVER (PARTITION BY cat) FROM s;
SELECT 'running', id, SUM(amount) OVER (PARTITION BY cat ORDER BY amount), SUM(amount) OVER (PARTITION BY cat ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW), AVG(amount) OVER (ORDER BY id) FROM s;
