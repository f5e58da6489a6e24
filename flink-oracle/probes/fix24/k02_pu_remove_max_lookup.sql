-- lookup producer, partial-update: a stored removal -D, then a newer add: max, last_non_null_value, sum after the removal
CREATE TABLE t (k INT, s1 INT, a INT, b INT, c INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b,c', 'fields.a.aggregate-function' = 'max', 'fields.b.aggregate-function' = 'last_non_null_value', 'fields.c.aggregate-function' = 'min', 'partial-update.remove-record-on-sequence-group' = 's1');
INSERT INTO t VALUES (1, 1, 10, 100, 1000), (2, 1, 20, 200, 2000);
INSERT INTO t VALUES -D(1, 2, 5, 50, 500);
INSERT INTO t VALUES (1, 3, 7, CAST(NULL AS INT), 700), (2, 2, 1, 1, 1);
SELECT * FROM t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
