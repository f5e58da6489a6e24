-- exit: 1
-- stderr: ERROR: statement 3 (line 5) "SELECT * FROM T /*+ OPTIONS('scan.snapshotid' = '1') */" failed: unknown option 'scan.snapshotid' (did you mean 'scan.snapshot-id'?)
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO T VALUES (1, 'a');
SELECT * FROM T /*+ OPTIONS('scan.snapshotid' = '1') */;
