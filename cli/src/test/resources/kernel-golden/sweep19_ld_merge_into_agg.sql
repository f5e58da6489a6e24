-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
-- exit: 1
-- stderr: Merge engine aggregation can not support merge-into.
CREATE TABLE t (id INT, total BIGINT, cnt INT, PRIMARY KEY (id) NOT ENFORCED) WITH ('merge-engine'='aggregation', 'fields.total.aggregate-function'='sum', 'fields.cnt.aggregate-function'='sum');
CREATE TABLE s (id INT, amount BIGINT);
INSERT INTO t VALUES (1, 100, 1), (2, 200, 2);
INSERT INTO s VALUES (1, 5), (3, 7), (3, 8);
CALL sys.merge_into(target_table => 'default.t', source_table => 'default.s', merge_condition => 't.id=s.id', matched_upsert_setting => 'total=s.amount,cnt=1', not_matched_insert_values => 's.id, s.amount, 1');
SELECT * FROM t;
