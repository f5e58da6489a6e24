-- lone versions under the lookup producer: a key's first record a -U into a sum with ignore-retract and into a sum without
CREATE TABLE t (k INT, n INT, m INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'fields.m.aggregate-function' = 'sum', 'fields.m.ignore-retract' = 'true', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 5, 5), (2, 1, 1);
INSERT INTO t VALUES -U(3, 4, 4);
SELECT * FROM t;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES (3, 1, 1), -U(1, 2, 2);
SELECT * FROM t;
SELECT * FROM t$audit_log;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
