-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/fuzz26 p01, p19, p21, p22); the Java-API interpreter runs no Flink compact job
-- sys.compact and snapshot expiration: Paimon's CompactAction runs the job with write-only = false, so its committer
-- expires a write-only table by its retention (a: after compacting; b: also when it compacted nothing), while the
-- writers' own commits never expire it; an unaware-bucket append table's job hands its committer nothing when no file
-- is picked, so nothing expires (c), and expires when it compacts (d, write-only)
CREATE TABLE a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'write-only' = 'true', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2');
INSERT INTO a VALUES (1, 'a');
INSERT INTO a VALUES (2, 'b');
INSERT INTO a VALUES (3, 'c');
SELECT 'a', snapshot_id, commit_kind FROM a$snapshots;
CALL sys.compact(`table` => 'default.a');
SELECT 'a', snapshot_id, commit_kind FROM a$snapshots;
SELECT 'a', level, record_count FROM a$files;
SELECT 'a', k, v FROM a;
CREATE TABLE b (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'write-only' = 'true', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '10');
INSERT INTO b VALUES (1, 'a');
INSERT INTO b VALUES (2, 'b');
CALL sys.compact(`table` => 'default.b', compact_strategy => 'full');
ALTER TABLE b SET ('snapshot.num-retained.max' = '1');
CALL sys.compact(`table` => 'default.b', compact_strategy => 'full');
SELECT 'b', snapshot_id, commit_kind FROM b$snapshots;
SELECT 'b', k, v FROM b;
CREATE TABLE c (k INT, v STRING) WITH ('snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '5');
INSERT INTO c VALUES (1, 'a');
INSERT INTO c VALUES (2, 'b');
INSERT INTO c VALUES (3, 'c');
ALTER TABLE c SET ('snapshot.num-retained.max' = '1');
CALL sys.compact(`table` => 'default.c');
SELECT 'c', snapshot_id, commit_kind FROM c$snapshots;
SELECT 'c', k, v FROM c;
CREATE TABLE d (k INT, v STRING) WITH ('snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '10', 'write-only' = 'true');
INSERT INTO d VALUES (1, 'a');
INSERT INTO d VALUES (2, 'b');
INSERT INTO d VALUES (3, 'c');
INSERT INTO d VALUES (4, 'd');
INSERT INTO d VALUES (5, 'e');
INSERT INTO d VALUES (6, 'f');
ALTER TABLE d SET ('snapshot.num-retained.max' = '2');
CALL sys.compact(`table` => 'default.d');
SELECT 'd', snapshot_id, commit_kind FROM d$snapshots;
SELECT 'd', COUNT(*) FROM d$files;
SELECT 'd', k, v FROM d;
