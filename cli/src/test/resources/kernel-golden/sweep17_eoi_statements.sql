-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files and does not end a statement with the Flink sink's end-of-input compaction
-- DELETE, UPDATE, INSERT OVERWRITE and a row-kind VALUES insert (a bounded streaming job) end with the same end-of-input compaction; an overwrite is one OVERWRITE snapshot
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (3, 'c');
INSERT INTO t VALUES (4, 'd');
DELETE FROM t WHERE k = 2;
SELECT level, record_count FROM t$files;
SELECT snapshot_id, commit_kind FROM t$snapshots;
UPDATE t SET v = 'x' WHERE k = 3;
SELECT level, record_count FROM t$files;
SELECT snapshot_id, commit_kind FROM t$snapshots;
INSERT OVERWRITE t VALUES (7, 'o');
SELECT level, record_count FROM t$files;
SELECT snapshot_id, commit_kind FROM t$snapshots;
CREATE TABLE r (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO r VALUES (1, 'a');
INSERT INTO r VALUES (2, 'b');
INSERT INTO r VALUES (3, 'c');
INSERT INTO r VALUES (4, 'd');
INSERT INTO r VALUES +I(5, 'e'), -D(1, 'a');
SELECT level, record_count FROM r$files;
SELECT snapshot_id, commit_kind FROM r$snapshots;
SELECT * FROM r$audit_log;
