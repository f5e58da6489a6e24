-- INSERT OVERWRITE of a partition (static and dynamic) with an empty result, with and without commit.force-create-snapshot
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
