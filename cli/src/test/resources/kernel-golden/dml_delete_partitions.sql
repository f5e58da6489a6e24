-- DELETE as Paimon's Flink sink runs it: no condition truncates, partition-only equalities drop partitions
-- (one OVERWRITE commit, delta_record_count = added - removed rows, skipped by streaming readers);
-- any other condition writes -D rows; a partition without data still commits an empty OVERWRITE (as Paimon's
-- truncatePartitions does)
-- stderr: partition {dt=a} of table default.T deleted: overwrite committed as snapshot 2
-- stderr: partition {dt=zz} of table default.T deleted: overwrite committed as snapshot 3
-- stderr: all rows of table default.T deleted: overwrite committed as snapshot 6
CREATE TABLE T (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt)
  WITH ('bucket' = '2', 'changelog-producer' = 'input');
INSERT INTO T VALUES ('a', 1, 'x'), ('a', 2, 'y'), ('b', 3, 'z'), ('c', 4, 'w');
DELETE FROM T WHERE dt = 'a';
DELETE FROM T WHERE dt = 'zz';
DELETE FROM T WHERE dt = 'b' AND k = 3;
INSERT INTO T VALUES ('d', 5, 'u');
SELECT * FROM T;
DELETE FROM T;
SELECT * FROM T;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM T$snapshots;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
