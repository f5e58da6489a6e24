-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not plan Flink's GroupAggregate over an unnormalized changelog
-- fuzz fzjn_1668: an input producer's -U of a key that never existed retracts from its group (g = 1) all the same: the group's record counter reaches 0 and its result is retracted with -D
CREATE TABLE a (k BIGINT NOT NULL, g INT, s STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'deduplicate', 'changelog-producer' = 'input', 'bucket' = '1');
INSERT INTO a VALUES (6, 1, CAST(NULL AS STRING), 2), (4, 2, 'a2', CAST(NULL AS INT));
INSERT INTO a VALUES -U(2, 1, 'a0', 1), +U(2, 2, 'a9', 5);
SET 'execution.runtime-mode' = 'streaming';
SELECT g, COUNT(*) AS c FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
SELECT DISTINCT g FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
