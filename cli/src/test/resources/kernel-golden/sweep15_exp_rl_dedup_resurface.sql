-- Record-level expiration judges each version before the merge: key 1's expired newest version goes and its older unexpired one comes back; key 3 goes.
CREATE TABLE t (k INT, v STRING, ts INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'record-level.expire-time' = '1 d', 'record-level.time-field' = 'ts');
INSERT INTO t VALUES (1, 'fresh', 2000000000), (2, 'fresh', 2000000000);
INSERT INTO t VALUES (1, 'stale', 0), (3, 'stale', 0);
SELECT * FROM t;
CALL sys.compact('default.t');
SELECT * FROM t;
