-- INSERT OVERWRITE of an empty result, with and without commit.force-create-snapshot
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('commit.force-create-snapshot' = 'true');
CREATE TABLE n (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
CREATE TABLE e (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('commit.force-create-snapshot' = 'true');
CREATE TABLE en (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a');
INSERT INTO n VALUES (1, 'a');
INSERT OVERWRITE t SELECT * FROM t WHERE k > 5;
INSERT OVERWRITE n SELECT * FROM n WHERE k > 5;
INSERT OVERWRITE e SELECT * FROM e WHERE k > 5;
INSERT OVERWRITE en SELECT * FROM en WHERE k > 5;
SELECT 't', snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT 'n', snapshot_id, commit_kind, total_record_count, delta_record_count FROM n$snapshots;
SELECT 'e', snapshot_id, commit_kind, total_record_count, delta_record_count FROM e$snapshots;
SELECT 'en', snapshot_id, commit_kind, total_record_count, delta_record_count FROM en$snapshots;
INSERT OVERWRITE t SELECT * FROM t WHERE k > 5;
INSERT OVERWRITE n SELECT * FROM n WHERE k > 5;
SELECT 't', snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT 'n', snapshot_id, commit_kind, total_record_count, delta_record_count FROM n$snapshots;
