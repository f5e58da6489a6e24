-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter fails on its INSERT OVERWRITE ... SELECT statements
-- commit.force-create-snapshot with writes that change nothing: an INSERT OVERWRITE of an empty result publishes an OVERWRITE snapshot with or without the option (also on an empty table, and again on an emptied one); a DELETE or UPDATE matching no row publishes none
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('commit.force-create-snapshot' = 'true');
CREATE TABLE n (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
CREATE TABLE e (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('commit.force-create-snapshot' = 'true');
CREATE TABLE en (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a');
INSERT INTO n VALUES (1, 'a');
DELETE FROM t WHERE k = 7;
DELETE FROM n WHERE k = 7;
UPDATE t SET v = 'z' WHERE k = 7;
UPDATE n SET v = 'z' WHERE k = 7;
INSERT OVERWRITE t SELECT * FROM t WHERE k > 5;
INSERT OVERWRITE n SELECT * FROM n WHERE k > 5;
INSERT OVERWRITE e SELECT * FROM e WHERE k > 5;
INSERT OVERWRITE en SELECT * FROM en WHERE k > 5;
INSERT OVERWRITE t SELECT * FROM t WHERE k > 5;
INSERT OVERWRITE n SELECT * FROM n WHERE k > 5;
SELECT 't', snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT 'n', snapshot_id, commit_kind, total_record_count, delta_record_count FROM n$snapshots;
SELECT 'e', snapshot_id, commit_kind, total_record_count, delta_record_count FROM e$snapshots;
SELECT 'en', snapshot_id, commit_kind, total_record_count, delta_record_count FROM en$snapshots;
