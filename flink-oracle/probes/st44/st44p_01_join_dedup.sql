-- not checked against Paimon: probe of Flink 2.0's planner (which -U rows of a streaming join reach an upsert sink)
-- a (k, g, v) joined to a static b (g, w) on a.g = b.g (not a's key) and to c (k, w) on the key; deduplicate sinks keyed by a.k
CREATE TABLE a (k INT, g INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE b (g INT, w STRING, PRIMARY KEY (g) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE c (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE j_inner (k INT, g INT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE j_left (k INT, g INT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE k_plain (k INT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE k_where (k INT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE k_left_where (k INT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO b VALUES (10, 'x'), (20, 'y');
INSERT INTO c VALUES (1, 'p'), (2, 'q'), (3, 'r');
INSERT INTO a VALUES (1, 10, 'a'), (2, 20, 'b'), (3, 10, 'c');
INSERT INTO a VALUES (1, 30, 'a'), (2, 20, 'bb');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO j_inner SELECT a.k, a.g, a.v, b.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN b /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.g = b.g;
INSERT INTO j_left SELECT a.k, a.g, a.v, b.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ LEFT JOIN b /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.g = b.g;
INSERT INTO k_plain SELECT a.k, a.v, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.k = c.k;
INSERT INTO k_where SELECT a.k, a.v, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.k = c.k WHERE a.v <> 'bb';
INSERT INTO k_left_where SELECT a.k, a.v, c.w FROM c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ LEFT JOIN a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.k = c.k WHERE a.v <> 'bb';
SET 'execution.runtime-mode' = 'batch';
SELECT 'j_inner', * FROM j_inner;
SELECT 'j_left', * FROM j_left;
SELECT 'k_plain', * FROM k_plain;
SELECT 'k_where', * FROM k_where;
SELECT 'k_left_where', * FROM k_left_where;
