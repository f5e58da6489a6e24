-- a streaming join of a (k INT) and c (k BIGINT), both keyed by k, on a.k = c.k with a condition over both sides, into deduplicate sinks keyed by a.k and by c.k
CREATE TABLE a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE c (k BIGINT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE s_a (k INT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE s_c (k BIGINT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE s_w (k INT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO c VALUES (1, 'p'), (2, 'q'), (3, 'r');
INSERT INTO a VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO a VALUES (1, 'a1'), (2, 'q');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO s_a SELECT a.k, a.v, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.k = c.k AND a.v <> c.w;
INSERT INTO s_c SELECT c.k, a.v, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.k = c.k AND a.v <> c.w;
INSERT INTO s_w SELECT a.k, a.v, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.k = c.k WHERE a.v <> 'q';
SET 'execution.runtime-mode' = 'batch';
SELECT 's_a', * FROM s_a;
SELECT 's_c', * FROM s_c;
SELECT 's_w', * FROM s_w;
