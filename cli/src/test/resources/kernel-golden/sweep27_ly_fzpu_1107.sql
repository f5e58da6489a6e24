-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/lead26 fzpu_1107)
-- fuzz partial-update seed 1107: first_non_null_value in a sequence group takes an older record's value, null included, once started (Paimon's aggReversed of FieldFirstNonNullValueAgg): key 1's b is null
CREATE TABLE t (k INT, g1 INT, a INT, b STRING, g2 BIGINT, c INT, d STRING, e INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'changelog-producer' = 'none', 'bucket' = '-1', 'fields.g1.sequence-group' = 'a,b,e', 'fields.g2.sequence-group' = 'c,d', 'fields.b.aggregate-function' = 'first_non_null_value', 'fields.e.aggregate-function' = 'max', 'partial-update.ignore-delete' = 'true');
INSERT INTO t VALUES (1, 2, 3, 'w', 2, 4, 'w', 3);
INSERT INTO t VALUES (1, 5, CAST(NULL AS INT), 'z', 7, 9, 'w', 6);
INSERT INTO t VALUES -D(1, 6, 5, 'z', 6, 5, 'y', 2);
INSERT INTO t VALUES (2, 6, 8, 'y', 8, 4, 'x', 6), (1, CAST(NULL AS INT), 1, 'z', 8, 9, CAST(NULL AS STRING), CAST(NULL AS INT)), (4, 2, 5, 'z', 9, 1, 'y', 4);
INSERT INTO t VALUES (1, 2, 6, CAST(NULL AS STRING), 7, 2, 'y', 4), (2, CAST(NULL AS INT), 2, 'y', 2, 5, 'z', 5);
SELECT * FROM t;
SELECT * FROM t$audit_log;
