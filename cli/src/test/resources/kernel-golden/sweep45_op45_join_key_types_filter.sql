-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not plan Flink's changelog-mode inference (which -U rows reach an upsert sink)
-- a join on the keys of an INT-keyed and a BIGINT-keyed table (either way round) with a WHERE over the updated input into deduplicate sinks keyed by the updated side's key: the filter lets -U(2, b) through and drops +U(2, q), so key 2 is deleted
CREATE TABLE a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE c (k BIGINT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE b (k BIGINT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE d (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE s_a (k INT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE s_b (k BIGINT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO c VALUES (1, 'p'), (2, 'q'), (3, 'r');
INSERT INTO d VALUES (1, 'p'), (2, 'q'), (3, 'r');
INSERT INTO a VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO a VALUES (1, 'a1'), (2, 'q');
INSERT INTO b VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO b VALUES (1, 'a1'), (2, 'q');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO s_a SELECT a.k, a.v, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.k = c.k WHERE a.v <> 'q';
INSERT INTO s_b SELECT b.k, b.v, d.w FROM b /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN d /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON b.k = d.k WHERE b.v <> 'q';
SET 'execution.runtime-mode' = 'batch';
SELECT 's_a', * FROM s_a;
SELECT 's_b', * FROM s_b;
