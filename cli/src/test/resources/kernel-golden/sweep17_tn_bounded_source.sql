-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- ordered
-- a bounded read (scan.bounded) of a primary-key table is insert-only: its top-1 updates with -U/+U, as an append table's
CREATE TABLE P (k INT, g STRING, v INT, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO P VALUES (1, 'a', 10), (2, 'a', 20), (3, 'b', 1);
SET 'execution.runtime-mode' = 'streaming';
SELECT k, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM P /*+ OPTIONS('scan.bounded' = 'true') */) WHERE rn = 1;
