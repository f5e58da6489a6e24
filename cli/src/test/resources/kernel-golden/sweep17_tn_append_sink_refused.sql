-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- exit: 1
-- stderr: accepts only +I rows
-- a Top-1 that changes emits -U/+U: an append table cannot take it (Paimon's append writer fails the job), nothing is committed
CREATE TABLE src (id STRING, v INT, ts INT);
CREATE TABLE app (id STRING, v INT);
INSERT INTO src VALUES ('a', 1, 1), ('a', 2, 2);
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO app SELECT id, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY id ORDER BY ts DESC) AS rn FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1;
