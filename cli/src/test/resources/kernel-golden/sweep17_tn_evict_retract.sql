-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- ordered
-- a lookup changelog's top-2 with an update that keeps its rank ((3, 20, x) -> y: leaves and re-enters), a deletion letting the next row in, with and without rn; rn = 1 with rn selected is Flink's constant 1 (a -D/+I pair, not -U/+U)
CREATE TABLE T (k INT, g STRING, v INT, note STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup');
INSERT INTO T VALUES (1, 'a', 10, 'x'), (2, 'a', 5, 'x');
INSERT INTO T VALUES (3, 'a', 20, 'x');
INSERT INTO T VALUES (3, 'a', 20, 'y');
INSERT INTO T VALUES (4, 'a', 7, 'x');
INSERT INTO T VALUES (3, 'a', 1, 'x');
DELETE FROM T WHERE k = 1;
SET 'execution.runtime-mode' = 'streaming';
SELECT k, v, note FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2;
SELECT k, v, note, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2;
SELECT k, v, note, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1;
SELECT k, v, note FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1;
