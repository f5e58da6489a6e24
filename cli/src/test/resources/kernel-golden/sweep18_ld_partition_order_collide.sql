-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the order of a streaming read is Flink's, not run through the Java-API interpreter
-- ordered
CREATE TABLE T (s STRING, k BIGINT) PARTITIONED BY (s) WITH ('bucket' = '1', 'bucket-key' = 'k');
INSERT INTO T VALUES ('d', 1), ('c', 2), ('b', 3), ('a', 4), ('e', 5);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'latest-full') */;
