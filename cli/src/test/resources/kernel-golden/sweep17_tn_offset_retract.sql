-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- ordered
-- ranks 2..3 of a lookup changelog (an offset): every shifted rank is -U old / +U new, an emptied rank -D, with and without rn selected. Known difference: without rn Flink 2.0 drops some of these pairs (flink-oracle/known-differences.txt)
CREATE TABLE T (k INT, g STRING, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup');
INSERT INTO T VALUES (1, 'a', 60), (2, 'a', 50), (3, 'a', 40);
INSERT INTO T VALUES (4, 'a', 30), (5, 'a', 20), (6, 'a', 10);
DELETE FROM T WHERE k = 2;
DELETE FROM T WHERE k = 4;
INSERT INTO T VALUES (7, 'a', 55);
DELETE FROM T WHERE k = 7;
DELETE FROM T WHERE k = 1;
INSERT INTO T VALUES (3, 'a', 5);
SET 'execution.runtime-mode' = 'streaming';
SELECT k, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn BETWEEN 2 AND 3;
SELECT k, v, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn BETWEEN 2 AND 3;
SELECT k, v, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 3;
