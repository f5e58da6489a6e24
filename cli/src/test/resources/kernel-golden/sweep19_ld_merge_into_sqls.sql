-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
CREATE TABLE t (id INT, name STRING, PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO t VALUES (1,'a'),(2,'b');
CALL sys.merge_into(target_table => 'default.t', source_sqls => 'CREATE TEMPORARY VIEW src AS SELECT * FROM (VALUES (2, ''x''), (7, ''y'')) AS v(k, n)', source_table => 'src', merge_condition => 't.id = src.k', matched_upsert_setting => '*', not_matched_insert_values => '*');
SELECT * FROM t;
