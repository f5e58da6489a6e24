-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- ordered
-- streaming Top-N over a lookup changelog (retractions): without rn the row leaving the top is -D before the entering row's +I; with rn the shifted ranks are -U/+U, an emptied rank -D; an identical rewrite (-U/+U of the same row) leaves and re-enters; ORDER BY with two keys
CREATE TABLE T (k INT, grp STRING, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup');
INSERT INTO T VALUES (1, 'a', 10), (2, 'a', 5), (3, 'b', 7);
INSERT INTO T VALUES (2, 'a', 20);
INSERT INTO T VALUES (1, 'a', 10), (3, 'b', 8);
DELETE FROM T WHERE k = 2;
INSERT INTO T VALUES (4, 'a', 10);
SET 'execution.runtime-mode' = 'streaming';
SELECT k, grp, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY grp ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1;
SELECT k, grp, v, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY grp ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2;
SELECT k, grp, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY grp ORDER BY v ASC, k DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2;
