-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming query over a subquery
-- a streaming join of a table with a filtering, projecting subquery (insert-only inputs)
CREATE TABLE orders (id INT, cust INT, amount INT, PRIMARY KEY (id) NOT ENFORCED);
CREATE TABLE customers (cid INT, name STRING, tier INT, PRIMARY KEY (cid) NOT ENFORCED);
INSERT INTO customers VALUES (1, 'ann', 1), (2, 'bob', 2), (3, 'cy', 2);
INSERT INTO orders VALUES (10, 1, 5), (11, 2, 7), (12, 3, 1), (13, 2, 4);
SET 'execution.runtime-mode' = 'streaming';
SELECT o.id, s.upper_name, o.amount FROM orders o JOIN (SELECT cid, UPPER(name) AS upper_name FROM customers WHERE tier = 2) s ON o.cust = s.cid;
