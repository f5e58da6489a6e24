-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the order of a streaming read is Flink's, not run through the Java-API interpreter
-- ordered
CREATE TABLE T (p INT, s STRING, k BIGINT) PARTITIONED BY (p, s) WITH ('bucket' = '2', 'bucket-key' = 'k');
INSERT INTO T VALUES (1, 'x', 1), (2, 'x', 2), (3, 'x', 3), (4, 'x', 4), (5, 'x', 5), (6, 'x', 6), (1, 'y', 7), (2, 'x', 8);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'latest-full') */;
