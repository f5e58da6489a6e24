-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run expressions (CAST) in INSERT ... SELECT
-- two-stage pipeline (SEMANTICS §10): detail with lookup + row-deduplicate ignoring a column feeds sum/count aggregation; a retry, a correction and a DELETE of a detail row
CREATE TABLE detail (u INT, e INT, amount BIGINT, ts BIGINT, PRIMARY KEY (u, e) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup', 'changelog-producer.row-deduplicate' = 'true', 'changelog-producer.row-deduplicate-ignore-fields' = 'ts');
CREATE TABLE agg (u INT, total BIGINT, cnt BIGINT, PRIMARY KEY (u) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.total.aggregate-function' = 'sum', 'fields.cnt.aggregate-function' = 'sum', 'changelog-producer' = 'lookup');
INSERT INTO detail VALUES (1, 1, 10, 100), (1, 2, 20, 100), (2, 1, 5, 100);
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO agg SELECT u, amount, CAST(1 AS BIGINT) FROM detail /*+ OPTIONS('consumer-id' = 'p', 'consumer.expiration-time' = '1 d') */;
SET 'execution.runtime-mode' = 'batch';
INSERT INTO detail VALUES (1, 1, 10, 200), (1, 2, 25, 200);
DELETE FROM detail WHERE u = 2;
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO agg SELECT u, amount, CAST(1 AS BIGINT) FROM detail /*+ OPTIONS('consumer-id' = 'p', 'consumer.expiration-time' = '1 d') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM agg;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM agg$audit_log /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
