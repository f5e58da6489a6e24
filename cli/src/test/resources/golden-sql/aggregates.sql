-- ordered
CREATE TABLE sales (id INT, region STRING, amount DECIMAL(10, 2), qty INT, PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO sales VALUES (1, 'north', 10.50, 2), (2, 'south', 5.25, 1), (3, 'north', 4.00, 7), (4, 'east', NULL, NULL);
SELECT region, COUNT(*), SUM(amount), MIN(qty), MAX(qty), AVG(qty) FROM sales GROUP BY region ORDER BY region;
SELECT COUNT(*) AS n, COUNT(amount), SUM(qty) FROM sales;
SELECT region, SUM(qty) AS total FROM sales GROUP BY region HAVING SUM(qty) > 1 ORDER BY total DESC;
SELECT COUNT(DISTINCT region) FROM sales WHERE id > 100;
SELECT DISTINCT region FROM sales ORDER BY region LIMIT 2;
