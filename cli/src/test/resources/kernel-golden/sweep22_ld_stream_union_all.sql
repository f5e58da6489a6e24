-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming UNION ALL
-- a streaming UNION ALL of two tables' changelogs (a lookup producer's updates pass unchanged), and a COUNT over a UNION ALL subquery
CREATE TABLE a (k INT, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup');
CREATE TABLE b (id BIGINT, w INT);
INSERT INTO a VALUES (1, 10), (2, 20);
INSERT INTO a VALUES (1, 11);
INSERT INTO b VALUES (7, 70), (8, 80);
SET 'execution.runtime-mode' = 'streaming';
SELECT k, v FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ UNION ALL SELECT id, w FROM b WHERE w > 75;
SELECT COUNT(*) AS n FROM (SELECT v FROM a UNION ALL SELECT w AS v FROM b);
