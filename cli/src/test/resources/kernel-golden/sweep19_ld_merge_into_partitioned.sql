-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
CREATE TABLE t (dt STRING, id INT, v STRING, PRIMARY KEY (dt, id) NOT ENFORCED) PARTITIONED BY (dt);
CREATE TABLE s (dt STRING, id INT, v STRING);
INSERT INTO t VALUES ('d1', 1, 'a'), ('d2', 1, 'b'), ('d2', 2, 'c');
INSERT INTO s VALUES ('d2', 1, 'B'), ('d3', 9, 'Z');
CALL sys.merge_into(target_table => 'default.t', target_alias => 'tgt', source_table => 'default.s', merge_condition => 'tgt.dt = s.dt AND tgt.id = s.id', matched_upsert_setting => 'v = s.v', not_matched_insert_values => '*', not_matched_by_source_delete_condition => 'tgt.dt = ''d1''');
SELECT * FROM t;
SELECT `partition`, record_count FROM t$files;
