-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter cannot run INSERT INTO / OVERWRITE t SELECT ... FROM t
-- commit.force-create-snapshot on an append table in batch: INSERTs of zero rows publish nothing, an INSERT OVERWRITE of zero rows its OVERWRITE snapshot
CREATE TABLE t (k INT, v STRING) WITH ('commit.force-create-snapshot' = 'true');
INSERT INTO t SELECT * FROM t;
INSERT INTO t VALUES (1, 'a');
INSERT INTO t SELECT * FROM t WHERE k > 5;
INSERT OVERWRITE t SELECT * FROM t WHERE k > 5;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT * FROM t;
