-- TRUNCATE TABLE and ALTER TABLE ... DROP PARTITION as Paimon's Flink catalog and sink run them (checked against
-- Paimon 1.4.2's truncateTable / truncatePartitions / dropPartitions): each is one OVERWRITE snapshot, committed even
-- when it removes nothing; DROP PARTITION of a partition without data fails unless IF EXISTS; a partial spec drops every
-- matching partition. An empty INSERT OVERWRITE of a partition (dynamic-partition-overwrite, the default) commits nothing;
-- of an unpartitioned table it is a static overwrite, committed even when it changes nothing.
-- stderr: Partition {dt=a} of default.t dropped: overwrite committed as snapshot 3
-- stderr: Partition {dt=zz} of default.t dropped: overwrite committed as snapshot 4
-- stderr: Partition {hr=2} of default.t dropped: overwrite committed as snapshot 5
-- stderr: nothing to commit
-- stderr: Table default.t truncated: overwrite committed as snapshot 6
-- stderr: Table default.logs truncated: overwrite committed as snapshot 2
-- stderr: Table default.logs truncated: overwrite committed as snapshot 3
-- stderr: 0 rows committed as snapshot 4
-- stderr: partition {dt=zz} of default.t does not exist
-- exit: 1
CREATE TABLE t (dt STRING, hr INT, id INT, v STRING, PRIMARY KEY (dt, hr, id) NOT ENFORCED) PARTITIONED BY (dt, hr)
  WITH ('bucket' = '1');
INSERT INTO t VALUES ('a', 1, 1, 'x'), ('a', 2, 2, 'y'), ('b', 1, 3, 'z'), ('b', 2, 4, 'w'), ('c', 1, 5, 'u');
INSERT INTO t VALUES ('c', 2, 6, 'v');
ALTER TABLE t DROP PARTITION (dt = 'a');
SELECT * FROM t ORDER BY id;
ALTER TABLE t DROP IF EXISTS PARTITION (dt = 'zz');
ALTER TABLE t DROP PARTITION (hr = 2);
SELECT * FROM t ORDER BY id;
INSERT OVERWRITE t PARTITION (dt = 'b', hr = 1) SELECT id, v FROM t WHERE id > 100;
SELECT * FROM t ORDER BY id;
TRUNCATE TABLE t;
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
CREATE TABLE logs (msg STRING);
INSERT INTO logs VALUES ('x'), ('y');
TRUNCATE TABLE logs;
TRUNCATE TABLE logs;
INSERT OVERWRITE logs SELECT msg FROM logs WHERE msg = 'none';
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM logs$snapshots;
ALTER TABLE t DROP PARTITION (dt = 'zz');
SELECT * FROM logs;
