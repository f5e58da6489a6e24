-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- seed 002 (scheme B): a ROW_NUMBER deduplication (latest event_time per event_id) streamed into a sum aggregation table with upsert-materialize NONE; a later event of the same id retracts the earlier amount
CREATE TABLE src (event_id STRING, user_id BIGINT, consume_amount DECIMAL(10, 2), login_count INT, event_time TIMESTAMP(3));
CREATE TABLE user_aggregation_direct (user_id BIGINT, total_consume_amount DECIMAL(18, 2), total_login_count BIGINT, PRIMARY KEY (user_id) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'fields.total_consume_amount.aggregate-function' = 'sum', 'fields.total_login_count.aggregate-function' = 'sum');
INSERT INTO src VALUES ('e1', 1, 10.50, 1, TIMESTAMP '2024-01-01 10:00:00'), ('e2', 1, 5.25, 0, TIMESTAMP '2024-01-01 10:01:00');
INSERT INTO src VALUES ('e1', 1, 10.50, 1, TIMESTAMP '2024-01-01 10:00:00'), ('e3', 2, 7.00, 2, TIMESTAMP '2024-01-01 10:02:00');
INSERT INTO src VALUES ('e2', 1, 6.00, 0, TIMESTAMP '2024-01-01 10:05:00'), ('e3', 2, 1.00, 5, TIMESTAMP '2024-01-01 09:00:00');
SET 'table.exec.sink.upsert-materialize' = 'NONE';
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO user_aggregation_direct SELECT user_id, consume_amount, login_count FROM (SELECT user_id, consume_amount, login_count, ROW_NUMBER() OVER (PARTITION BY event_id ORDER BY event_time DESC) AS rn FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM user_aggregation_direct;
SELECT rowkind, user_id, total_consume_amount FROM user_aggregation_direct$audit_log;
