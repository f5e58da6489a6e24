-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming read of an overwrite commit
-- streaming-read-append-overwrite has no effect on a primary-key table (its overwrite commit is skipped)
CREATE TABLE x (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('streaming-read-append-overwrite' = 'true');
INSERT INTO x VALUES (1, 'a');
INSERT OVERWRITE x VALUES (2, 'b');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM x /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
