-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
-- exit: 1
-- stderr: merge-into action doesn't support table with no primary keys defined.
CREATE TABLE t (id INT, name STRING);
CREATE TABLE s (id INT, name STRING);
INSERT INTO s VALUES (1,'a');
CALL sys.merge_into(target_table => 'default.t', source_table => 'default.s', merge_condition => 't.id=s.id', not_matched_insert_values => '*');
