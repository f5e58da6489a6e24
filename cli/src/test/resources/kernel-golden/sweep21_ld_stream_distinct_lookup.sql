-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming aggregation
-- streaming SELECT DISTINCT over a lookup changelog: a value's first row is +I, its last retraction -D, nothing between
CREATE TABLE T (k INT, region STRING, amount INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup');
INSERT INTO T VALUES (1, 'n', 10), (2, 's', 5);
INSERT INTO T VALUES (3, 'n', 7);
INSERT INTO T VALUES (1, 'e', 20);
DELETE FROM T WHERE k = 2;
INSERT INTO T VALUES (2, 's', 9);
SET 'execution.runtime-mode' = 'streaming';
SELECT DISTINCT region FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
