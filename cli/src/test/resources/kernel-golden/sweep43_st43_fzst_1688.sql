-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not plan Flink's changelog-mode inference
-- fuzz fzst_1688 reduced: a streaming INSERT with a WHERE into a deduplicate sink runs with -U (Flink 2.0: a Calc with a condition cannot give the sink ONLY_UPDATE_AFTER);
-- the full-compaction changelog's -U(5, c, 3) and -U(1, b, 3) pass n > 2 and delete keys 5 and 1, their +U(5, b, 2) / +U(1, c, 2) do not pass
CREATE TABLE src (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'deduplicate', 'changelog-producer' = 'full-compaction', 'bucket' = '1', 'full-compaction.delta-commits' = '1');
CREATE TABLE snk (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'deduplicate', 'changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO src VALUES (5, 'c', 3), (2, CAST(NULL AS STRING), 5), (4, 'b', 5);
INSERT INTO src VALUES (1, 'b', 3), (5, 'b', 2), (4, 'c', 9);
INSERT INTO src VALUES (1, 'c', 2);
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO snk SELECT k, v, n FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE n > 2;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM snk;
