-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not plan Flink's changelog-mode inference (which -U rows reach an upsert sink)
-- exit: 1
-- a join on the keys of a (k SMALLINT, updated) and c (k INT, unchanged) into a first-row sink keyed by a.k
CREATE TABLE a (k SMALLINT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE c (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE f_a (k SMALLINT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
INSERT INTO c VALUES (1, 'p'), (2, 'q');
INSERT INTO a VALUES (CAST(1 AS SMALLINT), 'a'), (CAST(2 AS SMALLINT), 'b');
INSERT INTO a VALUES (CAST(2 AS SMALLINT), 'bb');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO f_a SELECT a.k, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.k = c.k;
SET 'execution.runtime-mode' = 'batch';
SELECT 'f_a', * FROM f_a;
