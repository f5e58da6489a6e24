-- partial-update with the lookup producer and remove-record-on-delete: UPDATE and DELETE statements across commits, streamed from snapshot 1
-- ordered
CREATE TABLE t (k INT, a STRING, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'changelog-producer' = 'lookup', 'partial-update.remove-record-on-delete' = 'true');
INSERT INTO t VALUES (1, 'x', CAST(NULL AS INT)), (2, CAST(NULL AS STRING), 20);
INSERT INTO t VALUES (1, CAST(NULL AS STRING), 10), (2, 'y', CAST(NULL AS INT));
UPDATE t SET b = 11 WHERE k = 1;
DELETE FROM t WHERE k = 2;
INSERT INTO t VALUES (2, CAST(NULL AS STRING), 21);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'latest-full') */;
