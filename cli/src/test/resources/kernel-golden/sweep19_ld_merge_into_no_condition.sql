-- exit: 1
-- stderr: Must specify merge condition.
CREATE TABLE t (id INT, v STRING, PRIMARY KEY (id) NOT ENFORCED);
CREATE TABLE s (id INT, v STRING);
CALL sys.merge_into(target_table => 'default.t', source_table => 'default.s', not_matched_insert_values => '*');
