-- exit: 1
-- stderr: table 'default.orderz' does not exist (did you mean 'orders'?)
CREATE TABLE orders (k INT);
INSERT INTO orders VALUES (1);
SELECT * FROM orders;
SELECT * FROM orderz;
