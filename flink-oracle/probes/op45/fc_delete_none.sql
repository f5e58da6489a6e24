-- DELETE and UPDATE matching no row, with and without commit.force-create-snapshot
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('commit.force-create-snapshot' = 'true');
CREATE TABLE n (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a');
INSERT INTO n VALUES (1, 'a');
DELETE FROM t WHERE k = 7;
DELETE FROM n WHERE k = 7;
UPDATE t SET v = 'z' WHERE k = 7;
UPDATE n SET v = 'z' WHERE k = 7;
SELECT 't', snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT 'n', snapshot_id, commit_kind, total_record_count, delta_record_count FROM n$snapshots;
