CREATE TABLE detail (user_id BIGINT, event_id STRING, amount DECIMAL(10, 2), PRIMARY KEY (user_id, event_id) NOT ENFORCED);
CREATE TABLE totals (user_id BIGINT, amount DECIMAL(18, 2), dt STRING, PRIMARY KEY (user_id, dt) NOT ENFORCED) PARTITIONED BY (dt);
INSERT INTO detail VALUES (1, 'e1', 10.00), (1, 'e2', 2.50), (2, 'e3', 1.00);
INSERT INTO totals SELECT user_id, SUM(amount), '2024' FROM detail GROUP BY user_id;
INSERT OVERWRITE totals PARTITION (dt = '2024') SELECT user_id, amount FROM detail WHERE event_id = 'e3';
SELECT * FROM totals;
SELECT snapshot_id, commit_kind, commit_identifier FROM totals$snapshots;
SELECT rowkind, user_id FROM totals$audit_log;
