-- first-row with cross-partition update (dynamic bucket, primary key without the partition column) and the lookup producer: a key written to another partition is dropped, the changelog holds +I of first-seen keys only; batch rows per partition
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter writes dynamic-bucket tables without the global key index of Flink's sink
-- ordered
CREATE TABLE F (k INT, p STRING, v STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('merge-engine' = 'first-row', 'changelog-producer' = 'lookup');
INSERT INTO F VALUES (1, 'x', 'a'), (2, 'x', 'b');
INSERT INTO F VALUES (1, 'y', 'a2'), (3, 'y', 'c');
INSERT INTO F VALUES (3, 'x', 'c2'), (2, 'x', 'b2'), (4, 'x', 'd');
SELECT * FROM F ORDER BY k;
SELECT * FROM F WHERE p = 'y';
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM F /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE k < 3;
SELECT * FROM F /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE k >= 3;
