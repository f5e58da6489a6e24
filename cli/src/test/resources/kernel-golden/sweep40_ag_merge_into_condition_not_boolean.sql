-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run sys.merge_into
-- exit: 1
-- stderr: WHERE clause must be a condition
CREATE TABLE t (k INT, n INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
CREATE TABLE s (k INT, n INT, v STRING);
INSERT INTO t VALUES (1, 10, 'a'), (2, 20, 'b'), (4, 40, 'd');
INSERT INTO s VALUES (2, 5, 'x'), (3, 7, 'y'), (4, 9, 'z');
CALL sys.merge_into(target_table => 'default.t', source_table => 'default.s', merge_condition => 't.k = s.k', matched_upsert_condition => 'NULL', matched_upsert_setting => 'n = s.n');
CALL sys.merge_into(target_table => 'default.t', source_table => 'default.s', merge_condition => 't.k = s.k', not_matched_by_source_upsert_condition => 't.n > 0', not_matched_insert_values => '*');
SELECT * FROM t;
CALL sys.merge_into(target_table => 'default.t', source_table => 'default.s', merge_condition => 't.k = s.k', matched_delete_condition => 's.n');
