-- ordered
CREATE DATABASE IF NOT EXISTS shop;
CREATE DATABASE IF NOT EXISTS shop;
SHOW DATABASES;
USE shop;
CREATE TABLE orders (
  id BIGINT COMMENT 'order id',
  amount DECIMAL(10, 2),
  tags ARRAY<STRING>,
  attrs MAP<STRING, INT>,
  addr ROW<city STRING, zip INT>,
  ts TIMESTAMP(3),
  lts TIMESTAMP_LTZ(3),
  dt STRING NOT NULL,
  PRIMARY KEY (dt, id) NOT ENFORCED
) COMMENT 'all orders' PARTITIONED BY (dt) WITH ('bucket' = '2');
CREATE TABLE IF NOT EXISTS orders (x INT);
SHOW TABLES;
DESCRIBE orders;
SHOW CREATE TABLE orders;
ALTER TABLE orders SET ('snapshot.num-retained.min' = '5');
ALTER TABLE orders RESET ('snapshot.num-retained.min');
ALTER TABLE orders ADD note STRING;
SELECT * FROM orders$options;
SELECT schema_id, primary_keys, partition_keys, options FROM orders$schemas;
DROP TABLE orders;
DROP TABLE IF EXISTS orders;
SHOW TABLES;
USE `default`;
DROP DATABASE shop CASCADE;
SHOW DATABASES;
