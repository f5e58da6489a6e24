-- not checked against Paimon: probe of Flink 2.0's planner (which -U rows reach an upsert sink)
-- partial-update sink, input producer source: a column-list INSERT without filter (control), then a filter on the key only
CREATE TABLE src (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'bucket' = '1');
CREATE TABLE snk (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'bucket' = '1');
CREATE TABLE snk2 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'bucket' = '1');
INSERT INTO src VALUES (1, 'a', 5), (2, 'b', 5), (3, 'c', 1), (4, 'd', 5);
INSERT INTO src VALUES (1, 'a', 1), (2, 'x', 5), (3, 'c', 7);
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO snk (k, n) SELECT k, n FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM snk;
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO snk2 SELECT k, v, n FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE k <> 4;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM snk2;
