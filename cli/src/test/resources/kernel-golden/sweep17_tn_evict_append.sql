-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- ordered
-- an append table's top-2: the evicted row -D before the new +I; ranks 2..3 (an offset) shift as -U/+U with or without rn; a new peer of the last rank stays out
CREATE TABLE T (id INT, g STRING, v INT);
INSERT INTO T VALUES (1, 'a', 10), (2, 'a', 5);
INSERT INTO T VALUES (3, 'a', 20);
INSERT INTO T VALUES (4, 'a', 7);
INSERT INTO T VALUES (5, 'a', 7), (6, 'a', 30), (7, 'a', 1);
SET 'execution.runtime-mode' = 'streaming';
SELECT id, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2;
SELECT id, v, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2;
SELECT id, v, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn BETWEEN 2 AND 3;
SELECT id, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn BETWEEN 2 AND 3;
SELECT id, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1;
