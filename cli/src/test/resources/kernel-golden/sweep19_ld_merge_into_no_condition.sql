-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
-- exit: 1
-- stderr: Must specify merge condition.
CREATE TABLE t (id INT, v STRING, PRIMARY KEY (id) NOT ENFORCED);
CREATE TABLE s (id INT, v STRING);
CALL sys.merge_into(target_table => 'default.t', source_table => 'default.s', not_matched_insert_values => '*');
