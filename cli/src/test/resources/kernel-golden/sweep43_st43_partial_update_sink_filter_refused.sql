-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probe st43p_09_partial_filter); the Java-API interpreter does not plan Flink's changelog-mode inference (which -U rows reach an upsert sink)
-- exit: 1
-- stderr: merge-engine 'partial-update' cannot accept -U (UPDATE_BEFORE) records
-- partial-update sink without delete options: no filter (control), then a filter on a value column
CREATE TABLE src (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE snk (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'bucket' = '1');
CREATE TABLE snk2 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'bucket' = '1');
INSERT INTO src VALUES (1, 'a', 5), (2, 'b', 5), (3, 'c', 1), (4, 'd', 5);
INSERT INTO src VALUES (1, 'a', 1), (2, 'x', 5), (3, 'c', 7);
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO snk SELECT k, v, n FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM snk;
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO snk2 SELECT k, v, n FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE n > 2;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM snk2;
