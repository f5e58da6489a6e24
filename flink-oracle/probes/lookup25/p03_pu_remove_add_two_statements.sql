-- lookup producer, partial-update removal group: -D and a newer add in one statement, twice, over a stored row; the changelog of each commit
CREATE TABLE t (k INT, s1 INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'sum', 'fields.b.aggregate-function' = 'first_value', 'partial-update.remove-record-on-sequence-group' = 's1');
INSERT INTO t VALUES (1, 1, 10, 100), (2, 1, 20, 200), (3, 1, 30, 300);
INSERT INTO t VALUES -D(1, 2, 5, 50), (1, 3, 7, 70);
INSERT INTO t VALUES -D(1, 4, 2, 20), (1, 5, 3, 30), (2, 2, 1, 1);
SELECT * FROM t;
SELECT * FROM t$audit_log;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
