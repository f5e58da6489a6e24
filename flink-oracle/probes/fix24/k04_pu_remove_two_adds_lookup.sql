-- lookup producer, partial-update: a stored removal -D, then two newer adds in two statements (first_value)
CREATE TABLE t (k INT, s1 INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'sum', 'fields.b.aggregate-function' = 'first_value', 'partial-update.remove-record-on-sequence-group' = 's1');
INSERT INTO t VALUES (1, 1, 10, 100), (2, 1, 20, 200), (3, 1, 30, 300);
INSERT INTO t VALUES -D(1, 2, 5, 50);
INSERT INTO t VALUES (1, 3, 7, 70);
INSERT INTO t VALUES (1, 4, 8, 80);
SELECT * FROM t;
SELECT * FROM t$audit_log;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
