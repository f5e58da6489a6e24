-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
CREATE TABLE t (dt STRING, id INT, v STRING, PRIMARY KEY (dt, id) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket'='2');
INSERT INTO t VALUES ('d1', 1, 'a'), ('d1', 2, 'b'), ('d1', 3, 'c'), ('d2', 4, 'd');
ALTER TABLE t SET ('bucket' = '4');
CALL sys.rescale(`table` => 'default.t', `partition` => 'dt=d1');
SELECT `partition`, bucket, record_count FROM t$files;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
INSERT INTO t VALUES ('d1', 5, 'e');
CALL sys.rescale(`table` => 'default.t', bucket_num => 3, `partition` => 'dt=d2');
SELECT `partition`, bucket, record_count FROM t$files;
SELECT * FROM t;
