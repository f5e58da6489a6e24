-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
CREATE TABLE t (id INT, name STRING, price INT, PRIMARY KEY (id) NOT ENFORCED);
CREATE TABLE s (order_id INT, name STRING, price INT, PRIMARY KEY (order_id) NOT ENFORCED);
INSERT INTO t VALUES (1,'a',10),(2,'b',20),(3,'c',30);
INSERT INTO s VALUES (2,'bb',200),(3,'cc',300),(4,'dd',400);
CALL sys.merge_into(target_table => 'default.t', source_table => 'default.s', merge_condition => 't.id=s.order_id', matched_upsert_setting => 'price=t.price+20', not_matched_insert_values => '*');
SELECT * FROM t;
SELECT snapshot_id, commit_kind, delta_record_count FROM t$snapshots;
SELECT * FROM t$audit_log;
