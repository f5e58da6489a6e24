-- not checked against Paimon: the interpreter does not run CALL sys.expire_snapshots
-- CALL sys.expire_snapshots positional retain_max, and the options argument ('k=v,...', Paimon's dynamic options for the call) setting snapshot.num-retained.max; streaming from an expired id starts at the earliest retained snapshot
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('snapshot.num-retained.min' = '1', 'bucket' = '1');
INSERT INTO t VALUES (0, 'v0');
INSERT INTO t VALUES (1, 'v1');
INSERT INTO t VALUES (2, 'v2');
INSERT INTO t VALUES (3, 'v3');
CALL sys.expire_snapshots('default.t', 3);
CALL sys.expire_snapshots(`table` => 'default.t', options => 'snapshot.num-retained.max = 1, snapshot.expire.limit=10');
SELECT snapshot_id FROM t$snapshots;
SELECT * FROM t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
