CREATE TABLE t (k INT, g1 INT, a INT, b STRING, g2 BIGINT, c INT, d STRING, e INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'fields.g1.sequence-group' = 'a,b', 'fields.g2.sequence-group' = 'c,d', 'fields.d.aggregate-function' = 'first_value', 'bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 7, CAST(NULL AS INT), 'y', 3, 7, 'x', 5);
INSERT INTO t VALUES -D(3, 4, 2, 'y', 2, CAST(NULL AS INT), 'x', 8);
SELECT * FROM t;
SELECT * FROM t$audit_log;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
