-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run expressions (CAST) in INSERT ... SELECT
-- two-stage pipeline (SEMANTICS §10) with an input-producer detail table: the upstream sends its own -U/+U retries and a -D; the aggregation (sum, a sum of ones, max with ignore-retract) stays exact; the aggregate's lookup changelog streamed to a print sink
-- ordered
CREATE TABLE detail (u INT, e INT, amount BIGINT, PRIMARY KEY (u, e) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
CREATE TABLE agg (u INT, total BIGINT, cnt BIGINT, top BIGINT, PRIMARY KEY (u) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'changelog-producer' = 'lookup',
  'fields.total.aggregate-function' = 'sum', 'fields.cnt.aggregate-function' = 'sum', 'fields.top.aggregate-function' = 'max', 'fields.top.ignore-retract' = 'true');
INSERT INTO detail VALUES (1, 1, 10), (1, 2, 20), (2, 1, 5);
INSERT INTO detail VALUES -U(1, 1, 10), +U(1, 1, 10), -U(1, 2, 20), +U(1, 2, 2), -D(2, 1, 5);
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO agg SELECT u, amount, CAST(1 AS BIGINT), amount FROM detail /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM agg ORDER BY u;
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY TABLE p (u INT, total BIGINT, cnt BIGINT, top BIGINT) WITH ('connector' = 'print');
INSERT INTO p SELECT * FROM agg /*+ OPTIONS('scan.mode' = 'latest-full') */;
