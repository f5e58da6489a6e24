-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, SAME); the Java-API interpreter runs no INSERT OVERWRITE ... SELECT, hints on INSERT or grouped system-table reads
-- dynamic-partition-overwrite = false on a primary-key table partitioned by (dt, hr): a PARTITION (dt = ...) overwrite replaces every hr of that dt, an empty one empties it (one OVERWRITE snapshot), a full static spec only its own partition, an overwrite without a spec the whole table
CREATE TABLE t (dt STRING, hr INT, k INT, v STRING, PRIMARY KEY (dt, hr, k) NOT ENFORCED) PARTITIONED BY (dt, hr) WITH ('bucket' = '1', 'dynamic-partition-overwrite' = 'false');
INSERT INTO t VALUES ('d1', 1, 1, 'a'), ('d1', 2, 1, 'b'), ('d1', 2, 2, 'b2'), ('d2', 1, 1, 'c'), ('d2', 3, 1, 'e');
INSERT OVERWRITE t PARTITION (dt = 'd1') VALUES (1, 2, 'x');
SELECT * FROM t;
INSERT OVERWRITE t PARTITION (dt = 'd2') SELECT hr, k, v FROM t WHERE k > 100;
SELECT * FROM t;
INSERT INTO t VALUES ('d2', 1, 1, 'c'), ('d2', 3, 1, 'e'), ('d3', 1, 1, 'f');
INSERT OVERWRITE t PARTITION (dt = 'd2', hr = 3) VALUES (7, 'g');
SELECT * FROM t;
INSERT OVERWRITE t VALUES ('d9', 9, 9, 'z');
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '3') */;
