-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files and does not end a statement with the Flink sink's end-of-input compaction
-- end-of-input compaction with num-sorted-run.compaction-trigger = 2 (num-levels 3: output level 2), on a dynamic-bucket table, and none with write-only
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'num-sorted-run.compaction-trigger' = '2');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
SELECT level, record_count FROM t$files;
INSERT INTO t VALUES (3, 'c'), (1, 'x');
SELECT level, record_count FROM t$files;
SELECT snapshot_id, commit_kind FROM t$snapshots;
CREATE TABLE d (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1');
INSERT INTO d VALUES (1, 'a');
INSERT INTO d VALUES (2, 'b');
INSERT INTO d VALUES (3, 'c');
INSERT INTO d VALUES (4, 'd');
INSERT INTO d VALUES (5, 'e');
SELECT level, record_count FROM d$files;
SELECT snapshot_id, commit_kind FROM d$snapshots;
CREATE TABLE w (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'write-only' = 'true');
INSERT INTO w VALUES (1, 'a');
INSERT INTO w VALUES (2, 'b');
INSERT INTO w VALUES (3, 'c');
INSERT INTO w VALUES (4, 'd');
INSERT INTO w VALUES (5, 'e');
SELECT level, record_count FROM w$files;
SELECT snapshot_id, commit_kind FROM w$snapshots;
