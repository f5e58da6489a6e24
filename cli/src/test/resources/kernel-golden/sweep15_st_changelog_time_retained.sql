-- exit: 1
-- stderr: outside the table's snapshots
-- changelog.time-retained keeps the changelog of expired snapshots; a streaming read from snapshot 1 still reads it; incremental-between in changelog mode does not (its range must be within the retained snapshots: refused)
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '1', 'changelog.time-retained' = '1 h', 'changelog.num-retained.max' = '100');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (1, 'b');
INSERT INTO t VALUES (2, 'c');
SELECT snapshot_id FROM t$snapshots;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM t /*+ OPTIONS('incremental-between' = '1,3', 'incremental-between-scan-mode' = 'changelog') */;
