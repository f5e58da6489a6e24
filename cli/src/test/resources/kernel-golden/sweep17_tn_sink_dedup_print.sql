-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- a streaming Top-2 per group over a lookup changelog into a deduplicate table keyed by the row's key, and into a print sink (rank shown)
CREATE TABLE T (k INT, g STRING, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup');
CREATE TABLE top2 (k INT, g STRING, v INT, PRIMARY KEY (k) NOT ENFORCED);
CREATE TEMPORARY TABLE P (k INT, v INT, r BIGINT) WITH ('connector' = 'print');
INSERT INTO T VALUES (1, 'a', 10), (2, 'a', 5), (3, 'b', 7);
INSERT INTO T VALUES (4, 'a', 20), (3, 'b', 9);
DELETE FROM T WHERE k = 4;
INSERT INTO T VALUES (5, 'a', 1);
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO top2 SELECT k, g, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2;
INSERT INTO P SELECT k, v, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM top2;
