-- fzmx_1150 prefix (through its expire_snapshots), variant e_noupdate: Paimon expires 2 and keeps 3 as Varve (expected output: Flink 2.0 + Paimon 1.4.2)
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'consumer.expiration-time' = '1 d');
CREATE TABLE s (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'none');
CREATE TABLE g (v STRING, c BIGINT, sn INT, PRIMARY KEY (v) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (8, 'dd', 42), (3, 'e', 9);
INSERT INTO t VALUES +I(5, 'e', 19), +U(8, 'a', 39), -D(2, 'e', 39);
INSERT INTO t VALUES (8, 'e', 25), (5, CAST(NULL AS STRING), 33);
SELECT * FROM g;
ALTER TABLE t SET ('sequence.field' = 'n');
CALL sys.create_branch('default.t', 'b1');
SELECT branch_name FROM t$branches;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c2') */ WHERE k > 3;
SET 'execution.runtime-mode' = 'batch';
SELECT snapshot_id, commit_kind FROM t$snapshots;
CALL sys.expire_snapshots(`table` => 'default.t', retain_max => 1, retain_min => 1);
SELECT snapshot_id, commit_kind FROM t$snapshots;
