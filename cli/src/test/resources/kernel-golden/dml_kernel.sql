-- DML against the kernel: DELETE/UPDATE commit -D/+U; no match commits nothing; overwrite of a partition
CREATE TABLE T (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '2');
INSERT INTO T VALUES ('a', 1, 'x'), ('a', 2, 'y'), ('b', 3, 'z');
DELETE FROM T WHERE k = 2;
UPDATE T SET v = 'w' WHERE k = 3;
DELETE FROM T WHERE k = 42;
INSERT OVERWRITE T PARTITION (dt = 'a') VALUES (9, 'n');
SELECT * FROM T;
SELECT snapshot_id, commit_kind FROM T$snapshots;
-- stderr: 0 rows matched; nothing to commit
