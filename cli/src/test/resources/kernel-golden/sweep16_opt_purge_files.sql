-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter has no sys.purge_files
-- sys.purge_files on a primary-key table: the rows and old snapshots go, one empty OVERWRITE snapshot stays, the next INSERT commits the id after it
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES (3, 'c');
CALL sys.purge_files('default.t');
SELECT * FROM t;
SELECT snapshot_id FROM t$snapshots;
SELECT * FROM t$options;
INSERT INTO t VALUES (4, 'd');
SELECT * FROM t;
SELECT snapshot_id, commit_kind FROM t$snapshots;
