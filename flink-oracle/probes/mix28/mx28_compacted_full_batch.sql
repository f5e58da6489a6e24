-- fzmx_1379 reduced: a batch read with 'scan.mode' = 'compacted-full' reads the latest full-compaction snapshot (Paimon's FullCompactedStartingScanner in batch too), not the latest
CREATE TABLE t (k INT, v STRING, n INT) WITH ('bucket' = '-1');
INSERT INTO t VALUES (1, 'dd', 3), (8, 'c', 6);
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'compacted-full') */;
INSERT INTO t VALUES (6, 'dd', 33);
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
INSERT INTO t VALUES (6, 'e', 37), (5, 'a', 18);
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'compacted-full') */;
SELECT snapshot_id, commit_kind FROM t$snapshots;
CREATE TABLE p (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'full-compaction.delta-commits' = '2');
INSERT INTO p VALUES (1, 'a');
INSERT INTO p VALUES (2, 'b');
INSERT INTO p VALUES (3, 'c');
SELECT * FROM p /*+ OPTIONS('scan.mode' = 'compacted-full') */;
SELECT snapshot_id, commit_kind FROM p$snapshots;
CREATE TABLE q (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'full-compaction');
INSERT INTO q VALUES (1, 'a');
INSERT INTO q VALUES (2, 'b');
SELECT * FROM q /*+ OPTIONS('scan.mode' = 'compacted-full') */;
