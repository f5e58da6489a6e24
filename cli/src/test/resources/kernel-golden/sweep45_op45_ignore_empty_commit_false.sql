-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); Paimon's Java batch-write API, which the interpreter drives, honours the option where Flink's writes do not
-- snapshot.ignore-empty-commit = 'false' (stored or as a dynamic option) is accepted; Flink's writes do not consult it: an INSERT of no rows, an overwrite of an empty partition with no rows and a compaction with nothing to do publish no snapshot, also with commit.force-create-snapshot
CREATE TABLE t (k INT, v STRING, dt STRING) PARTITIONED BY (dt) WITH ('snapshot.ignore-empty-commit' = 'false');
CREATE TABLE f (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('snapshot.ignore-empty-commit' = 'false', 'commit.force-create-snapshot' = 'true');
INSERT INTO t VALUES (1, 'a', 'd1');
INSERT INTO t SELECT * FROM t WHERE k > 5;
INSERT OVERWRITE t PARTITION (dt = 'd9') SELECT k, v FROM t WHERE k > 5;
INSERT INTO f VALUES (1, 'a');
INSERT INTO f SELECT * FROM f WHERE k > 5;
CALL sys.compact('default.f');
CALL sys.compact('default.f');
SELECT 't', snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT 'f', snapshot_id, commit_kind, total_record_count, delta_record_count FROM f$snapshots;
ALTER TABLE t SET ('snapshot.ignore-empty-commit' = 'true');
INSERT INTO t /*+ OPTIONS('snapshot.ignore-empty-commit' = 'false') */ SELECT * FROM t WHERE k > 5;
SELECT 't', snapshot_id, commit_kind FROM t$snapshots;
