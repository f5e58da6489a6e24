-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter fails on its INSERT OVERWRITE ... SELECT statements
-- commit.force-create-snapshot on a partitioned append table: INSERT OVERWRITE of an empty result into a missing partition, into every partition (dynamic) and into an existing one, with and without the option
CREATE TABLE t (k INT, v STRING, dt STRING) PARTITIONED BY (dt) WITH ('commit.force-create-snapshot' = 'true');
CREATE TABLE n (k INT, v STRING, dt STRING) PARTITIONED BY (dt);
INSERT INTO t VALUES (1, 'a', 'd1'), (2, 'b', 'd2');
INSERT INTO n VALUES (1, 'a', 'd1'), (2, 'b', 'd2');
INSERT OVERWRITE t PARTITION (dt = 'd3') SELECT k, v FROM t WHERE k > 5;
INSERT OVERWRITE n PARTITION (dt = 'd3') SELECT k, v FROM n WHERE k > 5;
INSERT OVERWRITE t SELECT * FROM t WHERE k > 5;
INSERT OVERWRITE n SELECT * FROM n WHERE k > 5;
INSERT OVERWRITE t PARTITION (dt = 'd1') SELECT k, v FROM t WHERE k > 5;
INSERT OVERWRITE n PARTITION (dt = 'd1') SELECT k, v FROM n WHERE k > 5;
SELECT 't', snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT 'n', snapshot_id, commit_kind, total_record_count, delta_record_count FROM n$snapshots;
SELECT * FROM t;
SELECT * FROM n;
