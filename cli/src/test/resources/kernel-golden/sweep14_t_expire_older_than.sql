-- sys.expire_snapshots with older_than only (retain_min from the table, default 10, keeps all) and with retain_min
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run CALL sys.expire_snapshots
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (3, 'c');
CALL sys.expire_snapshots(`table` => 'default.t', older_than => '2999-01-01 00:00:00');
CALL sys.expire_snapshots(`table` => 'default.t', older_than => '2999-01-01 00:00:00', retain_min => 2);
SELECT snapshot_id FROM t$snapshots;
SELECT * FROM t;
