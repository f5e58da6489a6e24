-- not checked against Paimon: probe of Flink 2.0's planner (which -U rows of a streaming join reach an upsert sink)
-- a join on both tables' keys into a first-row sink keyed by the join key: the sink asks for no -U (passes); a comma join with the key equality in WHERE
CREATE TABLE a (k INT, g INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE c (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE f_on (k INT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
CREATE TABLE f_ck (k INT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
CREATE TABLE f_comma (k INT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
INSERT INTO c VALUES (1, 'p'), (2, 'q'), (3, 'r');
INSERT INTO a VALUES (1, 10, 'a'), (2, 20, 'b'), (3, 10, 'c');
INSERT INTO a VALUES (1, 30, 'a'), (2, 20, 'bb');
INSERT INTO c VALUES (3, 'rr');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO f_on SELECT a.k, a.v, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.k = c.k;
INSERT INTO f_ck SELECT c.k, a.v, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.k = c.k;
INSERT INTO f_comma SELECT a.k, a.v, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */, c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE a.k = c.k;
SET 'execution.runtime-mode' = 'batch';
SELECT 'f_on', * FROM f_on;
SELECT 'f_ck', * FROM f_ck;
SELECT 'f_comma', * FROM f_comma;
