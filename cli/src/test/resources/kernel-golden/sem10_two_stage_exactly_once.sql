-- SEMANTICS §10: dedup detail table (lookup changelog) feeding a sum aggregation; retries stay exact
SET 'table.exec.sink.upsert-materialize' = 'NONE';
CREATE TABLE user_consume_detail (
    user_id BIGINT,
    event_id STRING,
    consume_amount DECIMAL(10, 2),
    login_count INT,
    event_time TIMESTAMP(3),
    PRIMARY KEY (user_id, event_id) NOT ENFORCED
) WITH (
    'merge-engine' = 'deduplicate',
    'changelog-producer' = 'lookup'
);
CREATE TABLE user_aggregation (
    user_id BIGINT,
    total_consume_amount DECIMAL(18, 2),
    total_login_count BIGINT,
    PRIMARY KEY (user_id) NOT ENFORCED
) WITH (
    'merge-engine' = 'aggregation',
    'fields.total_consume_amount.aggregate-function' = 'sum',
    'fields.total_login_count.aggregate-function' = 'sum'
);
INSERT INTO user_consume_detail VALUES
  (1, 'e1', 10.00, 1, TIMESTAMP '2024-01-08 10:00:00'),
  (1, 'e2', 5.50, 1, TIMESTAMP '2024-01-08 10:05:00'),
  (2, 'e3', 7.25, 2, TIMESTAMP '2024-01-08 10:06:00');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO user_aggregation SELECT user_id, consume_amount, login_count FROM user_consume_detail /*+ OPTIONS('consumer-id' = 'agg') */;
-- an identical retry of e1 and a corrected retry of e2
INSERT INTO user_consume_detail VALUES (1, 'e1', 10.00, 1, TIMESTAMP '2024-01-08 10:00:00');
INSERT INTO user_consume_detail VALUES (1, 'e2', 6.50, 1, TIMESTAMP '2024-01-08 10:05:00'), (2, 'e4', 1.00, 1, TIMESTAMP '2024-01-08 10:07:00');
INSERT INTO user_aggregation SELECT user_id, consume_amount, login_count FROM user_consume_detail /*+ OPTIONS('consumer-id' = 'agg') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM user_aggregation;
SELECT * FROM user_consume_detail WHERE user_id = 1 ORDER BY event_id;
