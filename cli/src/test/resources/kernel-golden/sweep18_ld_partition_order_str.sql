-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the order of a streaming read is Flink's, not run through the Java-API interpreter
-- ordered
-- the order Paimon's writer hands out partitions (a HashMap of their binary rows: by hash bin, then insertion) is the order a full read and a delta read return them in
CREATE TABLE T (dt STRING, k BIGINT, v INT) PARTITIONED BY (dt) WITH ('bucket' = '1', 'bucket-key' = 'k');
INSERT INTO T VALUES ('20240109', 1, 1), ('20240104', 2, 2), ('20240106', 3, 3), ('20240101', 4, 4), ('20240108', 5, 5), ('20240107', 6, 6);
INSERT INTO T VALUES ('20240105', 7, 7), ('20240101', 8, 8);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'latest-full') */;
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
