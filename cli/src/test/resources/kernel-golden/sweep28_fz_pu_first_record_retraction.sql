-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/fuzz28 q07); kept out of the Java-API interpreter's explicit -U / -D rows and procedures
-- fzpu_1346 reduced: partial-update with sequence groups; a key's first record is a retraction (a lone -D / -U of a key without a row): Paimon's merge starts its row from that record's values, then retracts (a group whose sequence it leaves null keeps its values, the sum goes to 0, columns outside the groups keep them); the add merges onto that row
CREATE TABLE t (k INT, g1 INT, a INT, b STRING, g2 INT, c INT, e INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'bucket' = '1', 'fields.g1.sequence-group' = 'a,b', 'fields.g2.sequence-group' = 'c', 'fields.c.aggregate-function' = 'sum');
INSERT INTO t VALUES -D(1, CAST(NULL AS INT), 6, 'y', 5, 10, 5), -D(2, 3, 6, 'y', 5, 10, 5), -U(3, 3, 6, 'y', 5, 10, 5);
SELECT * FROM t$audit_log;
INSERT INTO t VALUES (1, CAST(NULL AS INT), 8, CAST(NULL AS STRING), 7, 1, CAST(NULL AS INT)), (2, 1, 8, 'z', 4, 1, CAST(NULL AS INT)), (3, 4, 8, CAST(NULL AS STRING), 6, 1, 9);
SELECT * FROM t;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT * FROM t;
SELECT * FROM t$audit_log;
