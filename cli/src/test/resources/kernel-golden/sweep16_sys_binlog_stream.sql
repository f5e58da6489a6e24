-- a streaming read of t$binlog: an update's -U and +U packed into one +U row of two-element arrays, other changes one-element arrays
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read these system tables
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO t VALUES -U(1, 'a'), +U(1, 'c'), -D(2, 'b'), +U(3, 'd');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t$binlog /*+ OPTIONS('scan.snapshot-id' = '1') */;
SELECT rowkind, v FROM t$binlog /*+ OPTIONS('scan.snapshot-id' = '1') */ WHERE rowkind <> '+I';
SELECT * FROM t$binlog;
