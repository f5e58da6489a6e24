-- not checked against Paimon: probe of Flink 2.0's planner (which -U rows of a streaming join reach an upsert sink)
-- a three-way join (a-c on the key, then b on a.g): the outer join's input a-c has no upsert key containing g, so -U passes; a GROUP BY over the join keyed by its group key (no -U); a derived table over the join
CREATE TABLE a (k INT, g INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE b (g INT, w STRING, PRIMARY KEY (g) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE c (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE j3 (k INT, v STRING, cw STRING, bw STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE jd (k INT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE jg (w STRING NOT NULL, c BIGINT, PRIMARY KEY (w) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO b VALUES (10, 'x'), (20, 'y');
INSERT INTO c VALUES (1, 'p'), (2, 'q'), (3, 'r');
INSERT INTO a VALUES (1, 10, 'a'), (2, 20, 'b'), (3, 10, 'c');
INSERT INTO a VALUES (1, 30, 'a'), (2, 20, 'bb');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO j3 SELECT a.k, a.v, c.w, b.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.k = c.k JOIN b /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.g = b.g;
INSERT INTO jd SELECT k, v, w FROM (SELECT a.k AS k, a.v AS v, b.w AS w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN b /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.g = b.g);
INSERT INTO jg SELECT b.w, COUNT(*) FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN b /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.g = b.g GROUP BY b.w;
SET 'execution.runtime-mode' = 'batch';
SELECT 'j3', * FROM j3;
SELECT 'jd', * FROM jd;
SELECT 'jg', * FROM jg;
