-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not plan Flink's changelog-mode inference (which -U rows reach an upsert sink)
-- joins on the keys of two tables whose key types differ (INT and BIGINT, SMALLINT and INT; the updated side narrower or wider) into first-row sinks keyed by the wider (uncast) side's key: Flink keeps that key through the join, so the sinks ask for no -U and the updates pass (the other side does not change: the rows do not depend on how the two reads interleave)
CREATE TABLE a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE c (k BIGINT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE b (k BIGINT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE d (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE e (k SMALLINT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE f_c (k BIGINT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
CREATE TABLE f_comma (k BIGINT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
CREATE TABLE f_b (k BIGINT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
CREATE TABLE f_d (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
INSERT INTO c VALUES (1, 'p'), (2, 'q'), (3, 'r');
INSERT INTO d VALUES (1, 'p'), (2, 'q'), (3, 'r');
INSERT INTO a VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO a VALUES (1, 'a1'), (2, 'bb');
INSERT INTO b VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO b VALUES (1, 'a1'), (2, 'bb');
INSERT INTO e VALUES (CAST(1 AS SMALLINT), 'a'), (CAST(2 AS SMALLINT), 'b');
INSERT INTO e VALUES (CAST(2 AS SMALLINT), 'bb');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO f_c SELECT c.k, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.k = c.k;
INSERT INTO f_comma SELECT c.k, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */, c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE c.k = a.k;
INSERT INTO f_b SELECT b.k, d.w FROM b /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN d /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON d.k = b.k;
INSERT INTO f_d SELECT d.k, d.w FROM e /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN d /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON e.k = d.k;
SET 'execution.runtime-mode' = 'batch';
SELECT 'f_c', * FROM f_c;
SELECT 'f_comma', * FROM f_comma;
SELECT 'f_b', * FROM f_b;
SELECT 'f_d', * FROM f_d;
