-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, reduced from probe st44p_02_join_firstrow_key); the Java-API interpreter does not plan Flink's changelog-mode inference (which -U rows reach an upsert sink)
-- a join on both tables' keys (ON, USING, a comma join's WHERE) into first-row sinks keyed by the join key: the sink asks for no -U, so a's updates pass (c does not change: the rows do not depend on how the two reads interleave)
CREATE TABLE a (k INT, g INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE c (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE f_on (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
CREATE TABLE f_ck (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
CREATE TABLE f_using (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
CREATE TABLE f_comma (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
INSERT INTO c VALUES (1, 'p'), (2, 'q'), (3, 'r');
INSERT INTO a VALUES (1, 10, 'a'), (2, 20, 'b'), (3, 10, 'c');
INSERT INTO a VALUES (1, 30, 'a'), (2, 20, 'bb');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO f_on SELECT a.k, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.k = c.k;
INSERT INTO f_ck SELECT c.k, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.k = c.k;
INSERT INTO f_using SELECT k, w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ USING (k);
INSERT INTO f_comma SELECT a.k, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */, c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE a.k = c.k;
SET 'execution.runtime-mode' = 'batch';
SELECT 'f_on', * FROM f_on;
SELECT 'f_ck', * FROM f_ck;
SELECT 'f_using', * FROM f_using;
SELECT 'f_comma', * FROM f_comma;
