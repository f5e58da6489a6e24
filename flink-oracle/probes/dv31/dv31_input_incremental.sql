-- deletion vectors, input producer: a batch incremental-between read of an APPEND's changelog (Paimon's batch level filter drops the level-0 input changelog files) and of the delta; a lookup producer's changelog is read
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a', 1);
INSERT INTO t VALUES (1, 'b', 2), (2, 'c', 3);
SELECT snapshot_id, commit_kind, changelog_record_count FROM t$snapshots;
SELECT * FROM t /*+ OPTIONS('incremental-between' = '2,3') */;
SELECT * FROM t /*+ OPTIONS('incremental-between' = '2,4') */;
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = '1,4', 'incremental-between-scan-mode' = 'changelog') */;
SELECT * FROM t /*+ OPTIONS('incremental-between' = '2,4', 'incremental-between-scan-mode' = 'delta') */;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM t /*+ OPTIONS('incremental-between-timestamp' = '0,99999999999999') */;
CREATE TABLE l (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup', 'deletion-vectors.enabled' = 'true');
INSERT INTO l VALUES (1, 'a');
INSERT INTO l VALUES (1, 'b'), (2, 'c');
SELECT * FROM l$audit_log /*+ OPTIONS('incremental-between' = '0,4') */;
