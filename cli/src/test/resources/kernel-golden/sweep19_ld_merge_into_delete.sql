-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
CREATE TABLE t (id INT, name STRING, price INT, PRIMARY KEY (id) NOT ENFORCED);
CREATE TABLE s (order_id INT, name STRING, price INT);
INSERT INTO t VALUES (1,'a',10),(2,'b',20),(3,'c',30),(5,'e',50);
INSERT INTO s VALUES (2,'bb',200),(3,'cc',300),(4,'dd',400);
CALL sys.merge_into(target_table => 'default.t', target_alias => 'T', source_table => 'default.s', merge_condition => 'T.id=s.order_id', matched_upsert_condition => 's.price > 250', matched_upsert_setting => 'name=s.name', matched_delete_condition => 's.price <= 250', not_matched_insert_condition => 's.price > 1000', not_matched_insert_values => 's.order_id, s.name, 0', not_matched_by_source_upsert_condition => 'T.price > 40', not_matched_by_source_upsert_setting => 'price=T.price*2', not_matched_by_source_delete_condition => 'T.id = 1');
SELECT * FROM t;
