-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- ordered
-- peers keep their arrival order (a new peer ranks after), a retracted peer lets the next one up; NULLs sort first ASC, last DESC
CREATE TABLE T (k INT, g STRING, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup');
INSERT INTO T VALUES (1, 'a', 10), (2, 'a', CAST(NULL AS INT));
INSERT INTO T VALUES (3, 'a', 10), (4, 'a', 10);
DELETE FROM T WHERE k = 1;
INSERT INTO T VALUES (5, 'a', CAST(NULL AS INT));
SET 'execution.runtime-mode' = 'streaming';
SELECT k, v, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2;
SELECT k, v, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2;
SELECT k, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v NULLS FIRST) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1;
