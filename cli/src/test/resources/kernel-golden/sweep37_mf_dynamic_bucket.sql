-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not read $manifests
-- $manifests of dynamic-bucket primary-key tables (hash index files are not in Paimon's data manifests)
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES (1, 'x'), (3, 'c');
SELECT num_added_files, num_deleted_files, schema_id, min_partition_stats FROM t$manifests;
CREATE TABLE p (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'manifest.merge-min-count' = '2');
INSERT INTO p VALUES ('a', 1, 'a'), ('b', 2, 'b');
INSERT INTO p VALUES ('a', 1, 'x');
INSERT INTO p VALUES ('c', 3, 'c');
SELECT num_added_files, num_deleted_files, schema_id, min_partition_stats, max_partition_stats FROM p$manifests;
CALL sys.compact(`table` => 'default.p');
SELECT num_added_files, num_deleted_files, min_partition_stats, max_partition_stats FROM p$manifests;
