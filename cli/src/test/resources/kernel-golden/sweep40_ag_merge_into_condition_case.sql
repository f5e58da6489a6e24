-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run sys.merge_into
-- exit: 1
-- stderr: Table 't' not found; did you mean 'T'?
CREATE TABLE t (k INT, n INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
CREATE TABLE s (k INT, n INT, v STRING);
INSERT INTO t VALUES (1, 10, 'a'), (2, 20, 'b'), (4, 40, 'd');
INSERT INTO s VALUES (2, 5, 'x'), (3, 7, 'y'), (4, 9, 'z');
CALL sys.merge_into(target_table => 'default.t', target_alias => 'T', source_table => 'default.s', merge_condition => 'T.k = s.k', matched_delete_condition => 'T.n > 30');
SELECT * FROM t;
CALL sys.merge_into(target_table => 'default.t', target_alias => 'T', source_table => 'default.s', merge_condition => 'T.k = s.k', matched_delete_condition => 't.n > 0');
