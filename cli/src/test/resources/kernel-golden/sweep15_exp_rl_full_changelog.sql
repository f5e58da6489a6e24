-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the streaming read with hints after compaction the way Flink does
-- Record-level expiration with the full-compaction changelog producer: the expired version never reaches the changelog, and an expired newer version lets the older one stay.
CREATE TABLE t (k INT, v STRING, ts INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'full-compaction', 'record-level.expire-time' = '1 d', 'record-level.time-field' = 'ts');
INSERT INTO t VALUES (1, 'a', 0), (2, 'b', 2000000000);
CALL sys.compact('default.t');
INSERT INTO t VALUES (2, 'c', 5);
CALL sys.compact('default.t');
SELECT * FROM t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
