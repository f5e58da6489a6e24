-- batch time travel to a timestamp before the earliest retained snapshot
-- exit: 1
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (3, 'c');
CALL sys.expire_snapshots(`table` => 'default.t', retain_max => 2);
SELECT * FROM t /*+ OPTIONS('scan.timestamp-millis' = '0') */;
