CREATE TABLE t (k INT, n INT, PRIMARY KEY (k) NOT ENFORCED);
CREATE TABLE s (k INT, n INT);
INSERT INTO t VALUES (1, 10), (2, 20);
INSERT INTO s VALUES (2, 5), (3, 7);
CALL sys.merge_into(target_table => 'default.t', source_table => 'default.s', merge_condition => 't.k = s.k', matched_upsert_setting => 'n = s.n + 1');
SELECT * FROM t;
