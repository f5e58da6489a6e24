-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not read $manifests
-- exit: 1
-- stderr: ERROR: statement 11
-- $manifests of a tag whose snapshot expired, and of an expired snapshot id
-- ordered
CREATE TABLE t (k INT, v STRING) WITH ('manifest.merge-min-count' = '3');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
CALL sys.create_tag('default.t', 'tg', 2);
INSERT INTO t VALUES (3, 'c');
INSERT INTO t VALUES (4, 'd');
CALL sys.expire_snapshots(`table` => 'default.t', retain_max => 1, retain_min => 1);
SELECT num_added_files, num_deleted_files FROM t$manifests;
SELECT num_added_files, num_deleted_files FROM t$manifests /*+ OPTIONS('scan.tag-name' = 'tg') */;
SELECT COUNT(*) FROM t$manifests WHERE schema_id = 0;
SELECT num_added_files FROM t$manifests /*+ OPTIONS('scan.snapshot-id' = '1') */;
