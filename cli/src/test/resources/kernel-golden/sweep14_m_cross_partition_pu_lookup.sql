-- cross-partition update (dynamic bucket, primary key without the partition column) with partial-update and the lookup producer: a row written to another partition updates the row in its current partition; streaming changelog and batch rows
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter writes dynamic-bucket tables without the global key index of Flink's sink
-- ordered
CREATE TABLE P (k INT, p STRING, a STRING, b INT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('merge-engine' = 'partial-update', 'changelog-producer' = 'lookup');
INSERT INTO P VALUES (1, 'x', 'a', CAST(NULL AS INT));
INSERT INTO P VALUES (1, 'y', CAST(NULL AS STRING), 2), (2, 'y', 'b', 3);
INSERT INTO P VALUES (2, 'x', 'b2', CAST(NULL AS INT));
SELECT * FROM P ORDER BY k;
SELECT * FROM P WHERE p = 'y';
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM P /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE k = 1;
SELECT * FROM P /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE k = 2;
