-- DELETE whose filter is only partition-column equalities drops the partition (one overwrite commit, which streaming readers skip); any other filter writes -D rows, which they see
CREATE TABLE T (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO T VALUES ('a', 1, 'x'), ('a', 2, 'y'), ('b', 1, 'z'), ('c', 1, 'w');
DELETE FROM T WHERE dt = 'a';
DELETE FROM T WHERE dt = 'b' AND k = 1;
DELETE FROM T WHERE dt = 'zz';
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM T;
SELECT snapshot_id FROM T$snapshots;
