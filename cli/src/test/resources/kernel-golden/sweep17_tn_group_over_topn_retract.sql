-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- ordered
-- GROUP BY over a top-2 of a lookup changelog (-D/+I into the aggregate; COUNT(*) does not select rn), and GROUP BY rn (the rank selected: -U/+U per shifted rank)
CREATE TABLE T (k INT, g STRING, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup');
INSERT INTO T VALUES (1, 'a', 10), (2, 'a', 5), (3, 'b', 7);
INSERT INTO T VALUES (2, 'a', 20), (4, 'b', 1);
DELETE FROM T WHERE k = 2;
SET 'execution.runtime-mode' = 'streaming';
SELECT g, SUM(v), COUNT(*) FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2 GROUP BY g;
SELECT rn, COUNT(*) FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2 GROUP BY rn;
