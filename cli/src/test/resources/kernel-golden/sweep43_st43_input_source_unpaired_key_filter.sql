-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probe st43p_17_input_unpaired); the Java-API interpreter does not plan Flink's changelog-mode inference (which -U rows reach an upsert sink)
-- input producer source with a -U and +U of different keys: a filter on the key passes the -U only
CREATE TABLE src (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'bucket' = '1');
CREATE TABLE snk (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE snk_all (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO src VALUES (1, 'a', 5), (2, 'b', 5), (6, 'f', 5);
INSERT INTO src VALUES -U(1, 'a', 5), +U(6, 'g', 6);
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO snk SELECT k, v, n FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE k < 3;
INSERT INTO snk_all SELECT k, v, n FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT 'snk', * FROM snk;
SELECT 'snk_all', * FROM snk_all;
