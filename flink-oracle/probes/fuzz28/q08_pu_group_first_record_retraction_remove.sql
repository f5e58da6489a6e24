-- partial-update, remove-record-on-sequence-group g2: a lone -D whose g2 is NULL (no removal) then an add; ignore-retract column; the input producer (fzpu_1346 reduced)
CREATE TABLE t (k INT, g1 INT, a INT, b STRING, g2 BIGINT, c INT, d STRING, e INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'changelog-producer' = 'input', 'bucket' = '1', 'fields.g1.sequence-group' = 'a,b', 'fields.g2.sequence-group' = 'c,d', 'partial-update.remove-record-on-sequence-group' = 'g2', 'fields.a.aggregate-function' = 'max', 'fields.a.ignore-retract' = 'true');
INSERT INTO t VALUES -D(3, 2, 6, 'y', CAST(NULL AS BIGINT), 8, 'z', 5), -D(4, CAST(NULL AS INT), 6, 'y', 3, 8, 'z', 5);
INSERT INTO t VALUES (3, 1, 4, 'y', 2, CAST(NULL AS INT), 'w', CAST(NULL AS INT)), (4, 1, 4, 'x', 2, 1, 'w', 7);
SELECT * FROM t;
SELECT * FROM t$audit_log;
