-- not checked against Paimon: probe of Flink 2.0's planner (which -U rows of a streaming join reach an upsert sink)
-- exit: 1
-- a join on both keys with a WHERE on a value column into a first-row sink: the condition keeps -U (fails)
CREATE TABLE a (k INT, g INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE c (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE f_w (k INT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
INSERT INTO c VALUES (1, 'p'), (2, 'q'), (3, 'r');
INSERT INTO a VALUES (1, 10, 'a'), (2, 20, 'b'), (3, 10, 'c');
INSERT INTO a VALUES (1, 30, 'a'), (2, 20, 'bb');
INSERT INTO c VALUES (1, 'pp'), (2, 'qq'), (3, 'rr');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO f_w SELECT a.k, a.v, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.k = c.k WHERE c.w <> 'zz';
SET 'execution.runtime-mode' = 'batch';
SELECT 'f_w', * FROM f_w;
