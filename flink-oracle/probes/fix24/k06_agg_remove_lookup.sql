-- lookup producer, aggregation with aggregation.remove-record-on-delete: a stored -D, then a newer add (sum, first_value)
CREATE TABLE t (k INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup', 'merge-engine' = 'aggregation', 'fields.a.aggregate-function' = 'sum', 'fields.b.aggregate-function' = 'first_value', 'aggregation.remove-record-on-delete' = 'true');
INSERT INTO t VALUES (1, 10, 100), (2, 20, 200);
INSERT INTO t VALUES -D(1, 5, 50);
INSERT INTO t VALUES (1, 7, 70), (2, 1, 1);
SELECT * FROM t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
