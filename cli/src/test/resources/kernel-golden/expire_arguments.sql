-- CALL sys.expire_snapshots with Paimon's arguments (retain_max, retain_min, older_than, max_deletes): ExpireSnapshotsImpl's rules.
CREATE TABLE t (id BIGINT, v STRING, PRIMARY KEY (id) NOT ENFORCED) WITH ('snapshot.num-retained.min' = '1');
INSERT INTO t VALUES (0, 'v0');
INSERT INTO t VALUES (1, 'v1');
INSERT INTO t VALUES (2, 'v2');
INSERT INTO t VALUES (3, 'v3');
CALL sys.expire_snapshots(`table` => 'default.t', retain_max => 3);
CALL sys.expire_snapshots(`table` => 'default.t', older_than => '2999-01-01 00:00:00', max_deletes => 1);
CALL sys.expire_snapshots(`table` => 'default.t', retain_min => 1, older_than => '2999-01-01 00:00:00');
SELECT snapshot_id FROM t$snapshots;
SELECT * FROM t ORDER BY id;
