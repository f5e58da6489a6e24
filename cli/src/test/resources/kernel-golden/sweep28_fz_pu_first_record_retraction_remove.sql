-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/fuzz28 q08); kept out of the Java-API interpreter's explicit -U / -D rows
-- fzpu_1346 reduced: partial-update, remove-record-on-sequence-group g2, the input producer, an ignore-retract max in group g1; key 3's first record is a -D whose g2 is null (no removal: Paimon's row starts from its values), key 4's a removing -D; then adds
CREATE TABLE t (k INT, g1 INT, a INT, b STRING, g2 BIGINT, c INT, d STRING, e INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'changelog-producer' = 'input', 'bucket' = '1', 'fields.g1.sequence-group' = 'a,b', 'fields.g2.sequence-group' = 'c,d', 'partial-update.remove-record-on-sequence-group' = 'g2', 'fields.a.aggregate-function' = 'max', 'fields.a.ignore-retract' = 'true');
INSERT INTO t VALUES -D(3, 2, 6, 'y', CAST(NULL AS BIGINT), 8, 'z', 5), -D(4, CAST(NULL AS INT), 6, 'y', 3, 8, 'z', 5);
INSERT INTO t VALUES (3, 1, 4, 'y', 2, CAST(NULL AS INT), 'w', CAST(NULL AS INT)), (4, 1, 4, 'x', 2, 1, 'w', 7);
SELECT * FROM t;
SELECT * FROM t$audit_log;
