-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no SHOW or DESCRIBE
-- exit: 1
-- stderr: table 'default.orders' does not exist
CREATE TABLE MyOrders (orderId INT NOT NULL, Item STRING, PRIMARY KEY (orderId) NOT ENFORCED);
CREATE TABLE myorders (orderId INT NOT NULL, Item STRING, PRIMARY KEY (orderId) NOT ENFORCED);
CREATE DATABASE Sales;
CREATE TABLE Sales.Orders (id INT, Qty INT);
INSERT INTO MyOrders VALUES (1, 'apple');
INSERT INTO myorders VALUES (2, 'pear');
INSERT INTO Sales.Orders VALUES (7, 70);
SHOW DATABASES;
SHOW TABLES;
SELECT * FROM MyOrders;
SELECT * FROM myorders;
SELECT * FROM Sales.Orders;
DESCRIBE MyOrders;
SELECT * FROM orders;
