-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- a none-producer primary-key source is normalized first (ChangelogNormalize): its Top-1 per user streamed into a sum aggregation, updates retract
CREATE TABLE orders (order_id INT, user_id INT, amount INT, PRIMARY KEY (order_id) NOT ENFORCED);
CREATE TABLE biggest (user_id INT, total INT, PRIMARY KEY (user_id) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.total.aggregate-function' = 'sum');
INSERT INTO orders VALUES (1, 1, 10), (2, 1, 30), (3, 2, 5);
INSERT INTO orders VALUES (2, 1, 8), (3, 2, 5), (4, 2, 6);
DELETE FROM orders WHERE order_id = 1;
SET 'table.exec.sink.upsert-materialize' = 'NONE';
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO biggest SELECT user_id, amount FROM (SELECT user_id, amount, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY amount DESC) AS rn FROM orders /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM biggest;
