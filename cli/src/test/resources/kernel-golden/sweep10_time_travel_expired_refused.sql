-- exit: 1
-- stderr: ERROR: statement 7
-- time travel to a snapshot that expiration removed fails (Paimon: the snapshot does not exist)
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2');
INSERT INTO T VALUES (1, 'a');
INSERT INTO T VALUES (2, 'b');
INSERT INTO T VALUES (3, 'c');
INSERT INTO T VALUES (4, 'd');
SELECT snapshot_id FROM T$snapshots;
SELECT * FROM T /*+ OPTIONS('scan.snapshot-id' = '1') */;
