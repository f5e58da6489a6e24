-- append queue table (bucket 1, bucket-key) over several commits: streaming read in write order, CALL sys.compact keeps the rows (batch read in write order), INSERT OVERWRITE replaces them, DELETE is refused
-- exit: 1
-- stderr: only primary-key tables support DELETE
-- ordered
CREATE TABLE Q (id INT, k STRING, v INT) WITH ('bucket' = '1', 'bucket-key' = 'k');
INSERT INTO Q VALUES (1, 'a', 10), (2, 'b', 20);
INSERT INTO Q VALUES (3, 'a', 30), (1, 'a', 10);
INSERT INTO Q VALUES (4, 'c', 40);
CALL sys.compact('default.Q');
SELECT * FROM Q;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM Q /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
INSERT OVERWRITE Q VALUES (9, 'z', 90);
SELECT * FROM Q;
DELETE FROM Q WHERE id = 9;
