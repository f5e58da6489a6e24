-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- ordered
-- a first-row table's stream is insert-only: its Top-1 updates its top row with -U/+U
CREATE TABLE T (k INT, g STRING, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'changelog-producer' = 'lookup');
INSERT INTO T VALUES (1, 'a', 10), (2, 'a', 5);
INSERT INTO T VALUES (3, 'a', 20), (1, 'a', 99);
SET 'execution.runtime-mode' = 'streaming';
SELECT k, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1;
SELECT k, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2;
