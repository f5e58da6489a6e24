-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, SAME); the Java-API interpreter runs no INSERT OVERWRITE ... SELECT, hints on INSERT or grouped system-table reads
-- a PARTITION spec naming only the second partition level (hr), with and without dynamic-partition-overwrite: false replaces every partition with that hr (all dt), the default only the (dt, hr) partitions written; an empty one with false empties every hr = 2 partition, with the default it commits nothing
CREATE TABLE t (dt STRING, hr INT, k INT, v STRING) PARTITIONED BY (dt, hr) WITH ('bucket' = '2', 'bucket-key' = 'k');
INSERT INTO t VALUES ('d1', 1, 1, 'a'), ('d1', 2, 2, 'b'), ('d2', 1, 3, 'c'), ('d2', 2, 4, 'd'), ('d3', 2, 5, 'e');
INSERT OVERWRITE t PARTITION (hr = 1) VALUES ('d1', 6, 'f');
SELECT * FROM t;
INSERT OVERWRITE t /*+ OPTIONS('dynamic-partition-overwrite' = 'false') */ PARTITION (hr = 1) VALUES ('d3', 7, 'g');
SELECT * FROM t;
INSERT OVERWRITE t PARTITION (hr = 2) SELECT dt, k, v FROM t WHERE k > 100;
INSERT OVERWRITE t /*+ OPTIONS('dynamic-partition-overwrite' = 'false') */ PARTITION (hr = 2) SELECT dt, k, v FROM t WHERE k > 100;
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT `partition`, record_count FROM t$partitions;
