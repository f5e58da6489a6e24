-- exit: 1
-- stderr: ERROR: statement 6
-- time travel to a snapshot that snapshot.num-retained.max expired is refused
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2');
INSERT INTO T VALUES (1, 'a');
INSERT INTO T VALUES (2, 'b');
INSERT INTO T VALUES (3, 'c');
INSERT INTO T VALUES (1, 'a4');
SELECT * FROM T /*+ OPTIONS('scan.snapshot-id' = '1') */;
