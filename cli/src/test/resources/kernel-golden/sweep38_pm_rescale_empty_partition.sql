-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run sys.rescale
-- sys.rescale of a partition without data files (emptied by TRUNCATE TABLE, or never written) is refused: "The specified partition does not have any data files. No need to rescale." (fzme_1615)
-- exit: 1
-- stderr: does not have any data files
CREATE TABLE t (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1');
INSERT INTO t VALUES ('a', 1, 'x'), ('b', 1, 'x');
TRUNCATE TABLE t;
INSERT INTO t VALUES ('b', 3, 'z');
ALTER TABLE t SET ('bucket' = '2');
CALL sys.rescale(`table` => 'default.t', bucket_num => 2, `partition` => 'dt=b');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t;
CALL sys.rescale(`table` => 'default.t', bucket_num => 2, `partition` => 'dt=a');
