-- not checked against Paimon: probe of Flink 2.0's planner (which -U rows of a streaming join reach an upsert sink)
-- exit: 1
-- a join on a non-key column of a into a first-row sink keyed by a.k: the join cannot drop a's -U (fails if one comes)
CREATE TABLE a (k INT, g INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE b (g INT, w STRING, PRIMARY KEY (g) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE f_g (k INT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
INSERT INTO b VALUES (10, 'x'), (20, 'y');
INSERT INTO a VALUES (1, 10, 'a'), (2, 20, 'b'), (3, 10, 'c');
INSERT INTO a VALUES (1, 30, 'a'), (2, 20, 'bb');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO f_g SELECT a.k, a.v, b.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN b /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.g = b.g;
SET 'execution.runtime-mode' = 'batch';
SELECT 'f_g', * FROM f_g;
