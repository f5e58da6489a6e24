-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, SAME); the Java-API interpreter runs no INSERT OVERWRITE ... SELECT, hints on INSERT or grouped system-table reads
-- dynamic-partition-overwrite = false on an aggregation table: the overwritten partitions start from the new rows (sums restart), an untouched partition is removed too; later inserts aggregate onto the overwrite's rows; a first-row table overwritten the same way keeps the overwrite's rows first
CREATE TABLE g (dt STRING, k INT, s BIGINT, m INT, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', 'fields.m.aggregate-function' = 'max', 'bucket' = '1', 'dynamic-partition-overwrite' = 'false');
INSERT INTO g VALUES ('x', 1, 10, 5), ('y', 1, 20, 6);
INSERT INTO g VALUES ('x', 1, 1, 9), ('y', 2, 2, 1);
SELECT * FROM g;
INSERT OVERWRITE g SELECT dt, k, s * 2, m FROM g WHERE dt = 'x';
SELECT * FROM g;
INSERT INTO g VALUES ('x', 1, 3, 1), ('y', 1, 4, 4);
SELECT * FROM g;
CREATE TABLE f (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('merge-engine' = 'first-row', 'bucket' = '1');
INSERT INTO f VALUES ('x', 1, 'a'), ('y', 1, 'b');
INSERT OVERWRITE f /*+ OPTIONS('dynamic-partition-overwrite' = 'false') */ VALUES ('x', 1, 'c');
INSERT INTO f VALUES ('x', 1, 'd'), ('y', 1, 'e');
SELECT * FROM f;
SELECT snapshot_id, commit_kind FROM f$snapshots;
