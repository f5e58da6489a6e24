-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming join
-- a streaming inner join of two primary-key tables (insert-only changelogs), with aliases, a WHERE over both sides and expressions
CREATE TABLE orders (id INT, cust INT, amount DECIMAL(10, 2), PRIMARY KEY (id) NOT ENFORCED);
CREATE TABLE customers (cid INT, name STRING, city STRING, PRIMARY KEY (cid) NOT ENFORCED);
INSERT INTO customers VALUES (1, 'ann', 'lisbon'), (2, 'bob', 'porto'), (3, 'cy', 'braga');
INSERT INTO orders VALUES (10, 1, 5.50), (11, 2, 7.25), (12, 1, 1.00), (13, 4, 9.99);
INSERT INTO orders VALUES (14, 3, 2.00);
SET 'execution.runtime-mode' = 'streaming';
SELECT o.id, c.name, UPPER(c.city) AS city, o.amount * 2 AS twice FROM orders AS o JOIN customers AS c ON o.cust = c.cid WHERE o.amount > 1.5;
