-- commit.force-create-snapshot in batch: an INSERT of zero rows and a compaction with nothing to do publish no snapshot, as without the option
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('commit.force-create-snapshot' = 'true');
CREATE TABLE n (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a');
INSERT INTO n VALUES (1, 'a');
INSERT INTO t SELECT * FROM t WHERE k > 5;
INSERT INTO n SELECT * FROM n WHERE k > 5;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM n$snapshots;
CALL sys.compact('default.t');
CALL sys.compact('default.n');
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT snapshot_id, commit_kind, total_record_count FROM n$snapshots;
CALL sys.compact('default.t');
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
