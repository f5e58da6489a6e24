-- an append table with changelog retention above the snapshot's: its expired snapshots leave long-lived changelogs (Paimon
-- 1.4.2 decouples the lifecycle of any table) whose new files a streaming read from snapshot 1 reads
-- ordered
CREATE TABLE a (k INT, v STRING) WITH ('bucket' = '1', 'bucket-key' = 'k', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2', 'changelog.num-retained.min' = '1', 'changelog.num-retained.max' = '10');
INSERT INTO a VALUES (1, 'a');
INSERT INTO a VALUES (2, 'b');
INSERT INTO a VALUES (1, 'c');
INSERT INTO a VALUES (4, 'd');
SELECT snapshot_id FROM a$snapshots;
SELECT * FROM a;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '3') */;
