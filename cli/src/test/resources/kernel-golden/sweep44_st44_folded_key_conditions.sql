-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes st43p_07_firstrow_computedkey and st43p_19_firstrow_truefilter); the Java-API interpreter does not plan Flink's changelog-mode inference (which -U rows reach an upsert sink)
-- what Calcite folds is no condition and no computed key: k + 0 keeps the key, WHERE k IS NOT NULL on the NOT NULL key is no filter; into first-row sinks, which would refuse a -U
CREATE TABLE src (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE snk (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'bucket' = '1');
CREATE TABLE snk2 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'bucket' = '1');
INSERT INTO src VALUES (1, 'a', 5), (2, 'b', 5), (3, 'c', 1), (4, 'd', 5);
INSERT INTO src VALUES (1, 'a', 1), (2, 'x', 5), (3, 'c', 7);
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO snk SELECT k + 0, v, n FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
INSERT INTO snk2 SELECT k, v, n FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE k IS NOT NULL;
SET 'execution.runtime-mode' = 'batch';
SELECT 'snk', * FROM snk;
SELECT 'snk2', * FROM snk2;
