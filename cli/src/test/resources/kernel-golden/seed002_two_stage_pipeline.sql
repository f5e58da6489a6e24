-- seed 002 (scheme A): DWD deduplicate + lookup changelog streamed with a consumer-id into a DWS sum aggregation; an exact retry adds nothing, a correction retracts; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE DATABASE paimon_dwd;
CREATE DATABASE paimon_dws;
CREATE TABLE paimon_dwd.user_consume_detail (user_id BIGINT, event_id STRING, consume_amount DECIMAL(10, 2), login_count INT, event_time TIMESTAMP(3), PRIMARY KEY (user_id, event_id) NOT ENFORCED)
WITH ('merge-engine' = 'deduplicate', 'changelog-producer' = 'lookup');
CREATE TABLE paimon_dws.user_aggregation (user_id BIGINT, total_consume_amount DECIMAL(18, 2), total_login_count BIGINT, PRIMARY KEY (user_id) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'fields.total_consume_amount.aggregate-function' = 'sum', 'fields.total_login_count.aggregate-function' = 'sum');
SET 'table.exec.sink.upsert-materialize' = 'NONE';
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO paimon_dwd.user_consume_detail VALUES (1, 'e1', 10.50, 1, TIMESTAMP '2024-01-01 10:00:00'), (1, 'e2', 5.25, 0, TIMESTAMP '2024-01-01 10:01:00'), (2, 'e3', 7.00, 2, TIMESTAMP '2024-01-01 10:02:00');
INSERT INTO paimon_dws.user_aggregation SELECT user_id, consume_amount, login_count FROM paimon_dwd.user_consume_detail /*+ OPTIONS('consumer-id' = 'dws', 'consumer.mode' = 'exactly-once', 'scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
INSERT INTO paimon_dwd.user_consume_detail VALUES (1, 'e1', 10.50, 1, TIMESTAMP '2024-01-01 10:00:00'), (2, 'e3', 9.99, 2, TIMESTAMP '2024-01-01 10:02:00');
INSERT INTO paimon_dws.user_aggregation SELECT user_id, consume_amount, login_count FROM paimon_dwd.user_consume_detail /*+ OPTIONS('consumer-id' = 'dws', 'consumer.mode' = 'exactly-once', 'scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
INSERT INTO paimon_dwd.user_consume_detail VALUES -D(1, 'e2', 5.25, 0, TIMESTAMP '2024-01-01 10:01:00'), (3, 'e4', 0.01, 1, TIMESTAMP '2024-01-01 10:03:00');
INSERT INTO paimon_dws.user_aggregation SELECT user_id, consume_amount, login_count FROM paimon_dwd.user_consume_detail /*+ OPTIONS('consumer-id' = 'dws', 'consumer.mode' = 'exactly-once', 'scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM paimon_dws.user_aggregation;
