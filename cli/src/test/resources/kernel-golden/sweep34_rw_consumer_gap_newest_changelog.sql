-- not checked against Paimon: the interpreter does not run CALL sys.expire_snapshots (run on Flink 2.0 + Paimon 1.4.2 by flink-oracle: SAME)
-- fzmx_2299 reduced. A streaming read stops at the gap CALL sys.expire_snapshots leaves among the long-lived
-- changelogs (snapshot 3 expired with its changelog; changelog 1 already expired by count, so it reads changelog 2)
-- and its consumer records next snapshot 3. The next commit (snapshots 5, 6) would expire changelog 2 by
-- 'changelog.num-retained.max' = 3 but keeps it, the newest long-lived changelog, so the consumer's read still waits
-- at the gap and prints nothing, as Paimon 1.4.2. Had changelog 2 gone, the read would move to the earliest
-- snapshot and print snapshots 4 and 5.
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2', 'changelog.num-retained.min' = '1', 'changelog.num-retained.max' = '3', 'consumer.expiration-time' = '1 d');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (3, 'c');
INSERT INTO t VALUES (4, 'd');
CALL sys.expire_snapshots(`table` => 'default.t', retain_max => 1, retain_min => 1);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c', 'scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
INSERT INTO t VALUES (5, 'e');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t$consumers;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM t;
