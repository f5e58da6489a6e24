CREATE TABLE detail (user_id INT, event_id INT, amount BIGINT, PRIMARY KEY (user_id, event_id) NOT ENFORCED) WITH ('changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '1');
CREATE TABLE agg (user_id INT, total BIGINT, PRIMARY KEY (user_id) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.total.aggregate-function' = 'product');
INSERT INTO detail VALUES (3, 2, 4);
INSERT INTO detail VALUES (3, 2, 3);
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO agg SELECT user_id, amount FROM detail /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM agg;
SELECT * FROM agg$audit_log;
