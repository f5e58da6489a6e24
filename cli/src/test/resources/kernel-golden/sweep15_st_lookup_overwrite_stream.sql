-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run ORDER BY
-- lookup producer with an INSERT OVERWRITE of one partition between commits: the overwrite is not streamed, later commits are
-- ordered
CREATE TABLE t (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES ('d1', 1, 'a'), ('d2', 1, 'b');
INSERT OVERWRITE t PARTITION (dt = 'd1') VALUES (2, 'x');
INSERT INTO t VALUES ('d1', 2, 'y'), ('d2', 1, 'b2');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM t ORDER BY dt, k;
