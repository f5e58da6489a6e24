-- probe ag40: sys.merge_into condition errors (14)
CREATE TABLE t (k INT, n INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
CREATE TABLE s (k INT, n INT, v STRING);
INSERT INTO t VALUES (1, 10, 'a'), (2, 20, 'b'), (4, 40, 'd');
INSERT INTO s VALUES (2, 5, 'x'), (3, 7, 'y'), (4, 9, 'z');
CALL sys.merge_into(target_table => 'default.t', source_table => 'default.s', merge_condition => 't.k = s.k', matched_upsert_condition => 'NULL', matched_upsert_setting => 'n = s.n');
SELECT * FROM t;
