-- exit: 1
-- stderr: Must specify at least one merge action.
CREATE TABLE t (id INT, v STRING, PRIMARY KEY (id) NOT ENFORCED);
CREATE TABLE s (id INT, v STRING);
CALL sys.merge_into(target_table => 'default.t', source_table => 'default.s', merge_condition => 't.id=s.id');
