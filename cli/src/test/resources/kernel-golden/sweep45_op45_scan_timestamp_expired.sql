-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run sys.expire_snapshots with named arguments
-- stderr: there is no snapshot earlier than or equal to timestamp [0]
-- exit: 1
-- batch time travel to a timestamp before the earliest retained snapshot fails after an expiry (Paimon: There is currently no snapshot earlier than or equal to timestamp [0])
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (3, 'c');
CALL sys.expire_snapshots(`table` => 'default.t', retain_max => 2);
SELECT * FROM t /*+ OPTIONS('scan.timestamp-millis' = '0') */;
