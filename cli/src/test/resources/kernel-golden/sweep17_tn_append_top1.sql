-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- ordered
-- streaming ROW_NUMBER Top-N over an append table (insert-only): the top-1 updates its row (-U/+U), with or without rn in the output; a top-2 without rn inserts; with rn each shifted rank is -U/+U, a new rank +I
CREATE TABLE T (id INT, ev STRING, amt INT, ts INT);
INSERT INTO T VALUES (1, 'e1', 10, 1), (2, 'e2', 5, 1);
INSERT INTO T VALUES (3, 'e1', 11, 2);
INSERT INTO T VALUES (4, 'e1', 9, 0), (5, 'e2', 6, 1);
INSERT INTO T VALUES (6, 'e3', 1, 5);
SET 'execution.runtime-mode' = 'streaming';
SELECT ev, amt, ts FROM (SELECT ev, amt, ts, ROW_NUMBER() OVER (PARTITION BY ev ORDER BY ts DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1;
SELECT * FROM (SELECT ev, amt, ts, ROW_NUMBER() OVER (PARTITION BY ev ORDER BY ts DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1;
SELECT ev, amt, ts FROM (SELECT ev, amt, ts, ROW_NUMBER() OVER (PARTITION BY ev ORDER BY ts DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2;
SELECT ev, amt, ts, rn FROM (SELECT ev, amt, ts, ROW_NUMBER() OVER (PARTITION BY ev ORDER BY ts DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn < 3;
