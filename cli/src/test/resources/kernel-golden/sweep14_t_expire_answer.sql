-- sys.expire_snapshots answers the number of snapshots expired (0 when retain_max keeps them all); $files and SELECT at an expired snapshot's successor
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run CALL sys.expire_snapshots or read $files
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
CALL sys.expire_snapshots(`table` => 'default.t', retain_max => 5);
CALL sys.expire_snapshots(`table` => 'default.t', retain_max => 2);
SELECT snapshot_id FROM t$snapshots;
SELECT `partition`, level, record_count FROM t$files /*+ OPTIONS('scan.snapshot-id' = '2') */;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '2') */;
SELECT * FROM t$audit_log;
