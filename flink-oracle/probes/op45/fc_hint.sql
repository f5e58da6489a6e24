-- commit.force-create-snapshot as a dynamic option of an INSERT of zero rows
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a');
INSERT INTO t /*+ OPTIONS('commit.force-create-snapshot' = 'true') */ SELECT * FROM t WHERE k > 5;
CALL sys.compact(`table` => 'default.t', options => 'commit.force-create-snapshot=true');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
