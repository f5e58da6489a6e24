-- probe: $manifests with manifest.merge-min-count 3, a compaction and a schema change
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'manifest.merge-min-count' = '3');
INSERT INTO t VALUES (1, 'a');
SELECT num_added_files, num_deleted_files, schema_id FROM t$manifests;
INSERT INTO t VALUES (2, 'b');
SELECT num_added_files, num_deleted_files, schema_id FROM t$manifests;
INSERT INTO t VALUES (3, 'c');
SELECT num_added_files, num_deleted_files, schema_id FROM t$manifests;
ALTER TABLE t ADD n INT;
INSERT INTO t VALUES (4, 'd', 1);
SELECT num_added_files, num_deleted_files, schema_id FROM t$manifests;
CALL sys.compact(`table` => 'default.t');
SELECT num_added_files, num_deleted_files, schema_id FROM t$manifests;
INSERT INTO t VALUES (5, 'e', 2);
SELECT num_added_files, num_deleted_files, schema_id FROM t$manifests;
INSERT INTO t VALUES (6, 'f', 3);
SELECT num_added_files, num_deleted_files, schema_id FROM t$manifests;
SELECT num_added_files, num_deleted_files, schema_id FROM t$manifests WHERE schema_id = 1;
INSERT INTO t VALUES (7, 'g', 4);
SELECT num_added_files, num_deleted_files, schema_id FROM t$manifests;
