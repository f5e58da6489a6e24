-- not checked against Paimon: probe of Flink 2.0's planner (which -U rows reach an upsert sink)
-- first-row sink: reordered columns (control), then a filter Flink folds to TRUE (k IS NOT NULL on the key, NOT NULL)
CREATE TABLE src (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE snk (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'bucket' = '1');
CREATE TABLE snk2 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'bucket' = '1');
INSERT INTO src VALUES (1, 'a', 5), (2, 'b', 5), (3, 'c', 1), (4, 'd', 5);
INSERT INTO src VALUES (1, 'a', 1), (2, 'x', 5), (3, 'c', 7);
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO snk (n, k, v) SELECT n, k, v FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM snk;
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO snk2 SELECT k, v, n FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE k IS NOT NULL;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM snk2;
