-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- ordered
-- streaming Top-N over a none-producer primary-key table (normalized first: unchanged rewrites dropped); PARTITION BY the key itself still emits -D/+I
CREATE TABLE T (k INT, grp STRING, v INT, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO T VALUES (1, 'a', 10), (2, 'a', 5), (3, 'b', 7);
INSERT INTO T VALUES (2, 'a', 20);
INSERT INTO T VALUES (1, 'a', 10), (3, 'b', 8);
DELETE FROM T WHERE k = 2;
SET 'execution.runtime-mode' = 'streaming';
SELECT k, grp, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY grp ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1;
SELECT k, grp, v, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY grp ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2;
SELECT k, grp, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1;
