CREATE TABLE t (k INT, dt STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('snapshot.num-retained.min' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (3, 'b');
CALL sys.compact('default.t');
CALL sys.compact(`table` => 'default.t', partitions => 'dt=a;dt=b');
CALL sys.expire_snapshots('default.t', 2);
-- stderr: Nothing to compact
