-- Record-level expiration with the lookup changelog producer: Paimon's lookup writer compacts each new level-0 file at its commit through the expiration filter, so an expired version is never stored nor in the changelog (key 1), and an expired newer version leaves the older one (key 2).
CREATE TABLE t (k INT, v STRING, ts INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup', 'record-level.expire-time' = '1 d', 'record-level.time-field' = 'ts');
INSERT INTO t VALUES (1, 'a', 0), (2, 'b', 2000000000);
SELECT * FROM t;
INSERT INTO t VALUES (2, 'c', 5), (3, 'd', 2000000000);
SELECT * FROM t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
