-- time travel (scan.snapshot-id) and incremental-between across explicit compactions and snapshot expiration (num-retained.max): compaction snapshots change no rows and add nothing to an incremental read; deletes and updates read back at each point
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '5');
INSERT INTO T VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO T VALUES (1, 'a2'), -D(2, 'b');
CALL sys.compact('default.T');
INSERT INTO T VALUES (4, 'd'), (3, 'c3');
CALL sys.compact('default.T');
INSERT INTO T VALUES (2, 'b6'), -D(1, 'a2');
INSERT INTO T VALUES (5, 'e');
SELECT snapshot_id FROM T$snapshots;
SELECT * FROM T /*+ OPTIONS('scan.snapshot-id' = '3') */;
SELECT * FROM T /*+ OPTIONS('scan.snapshot-id' = '4') */;
SELECT * FROM T /*+ OPTIONS('scan.snapshot-id' = '5') */;
SELECT * FROM T /*+ OPTIONS('scan.snapshot-id' = '6') */;
SELECT * FROM T /*+ OPTIONS('incremental-between' = '3,5') */;
SELECT * FROM T /*+ OPTIONS('incremental-between' = '4,7') */;
SELECT * FROM T /*+ OPTIONS('incremental-between' = '5,6') */;
SELECT * FROM T;
