-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, SAME); the Java-API interpreter runs no INSERT OVERWRITE ... SELECT, hints on INSERT or grouped system-table reads
-- dynamic-partition-overwrite SET to false by ALTER TABLE, then RESET (true again), then overridden by a hint; a fixed-bucket table with a producer: each overwrite is one snapshot, time travel reads what it replaced
CREATE TABLE t (dt STRING, k INT, v INT, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '2', 'changelog-producer' = 'input');
INSERT INTO t VALUES ('a', 1, 10), ('a', 2, 20), ('b', 1, 30), ('c', 5, 50);
ALTER TABLE t SET ('dynamic-partition-overwrite' = 'false');
INSERT OVERWRITE t VALUES ('b', 3, 33);
SELECT * FROM t;
ALTER TABLE t RESET ('dynamic-partition-overwrite');
INSERT INTO t VALUES ('a', 1, 11), ('c', 6, 60);
INSERT OVERWRITE t VALUES ('c', 7, 70);
SELECT * FROM t;
INSERT OVERWRITE t /*+ OPTIONS('dynamic-partition-overwrite' = 'false') */ SELECT dt, k + 10, v FROM t WHERE dt = 'a';
SELECT * FROM t;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '2') */;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT * FROM t$options;
