-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not plan Flink's changelog-mode inference (which -U rows reach an upsert sink)
-- exit: 1
-- a join on the keys of a (k INT, updated) and c (k BIGINT, unchanged) into first-row sinks keyed by a.k and by c.k: Flink's planner keeps both keys through the widening cast, so the sinks ask for no -U and a's updates pass (c does not change: the rows do not depend on how the two reads interleave)
CREATE TABLE a (k INT, g INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE c (k BIGINT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE f_a (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
CREATE TABLE f_c (k BIGINT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
CREATE TABLE f_w (k BIGINT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
INSERT INTO c VALUES (1, 'p'), (2, 'q'), (3, 'r');
INSERT INTO a VALUES (1, 10, 'a'), (2, 20, 'b'), (3, 10, 'c');
INSERT INTO a VALUES (1, 30, 'a'), (2, 20, 'bb');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO f_a SELECT a.k, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.k = c.k;
INSERT INTO f_c SELECT c.k, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.k = c.k;
INSERT INTO f_w SELECT c.k, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */, c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE c.k = a.k;
SET 'execution.runtime-mode' = 'batch';
SELECT 'f_a', * FROM f_a;
SELECT 'f_c', * FROM f_c;
SELECT 'f_w', * FROM f_w;
