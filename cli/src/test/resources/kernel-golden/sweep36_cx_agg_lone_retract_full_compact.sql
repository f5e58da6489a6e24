-- aggregation, input producer, no sequence.field (fzag_1572 without the compaction trigger that Paimon's file sizes decide): a lone -U of a key no file holds is stored as written and $audit_log shows it (-U, its values after the retraction); a full compaction (CALL sys.compact) drops it with the other retractions at the maximum level, as Paimon's drop-delete rule; the -D of key 4 (no remove-record-on-delete) is a retraction merged into its row; checked on Flink 2.0 + Paimon 1.4.2 (probes cx36)
CREATE TABLE t (k INT, v0 INT, v1 DECIMAL(10, 2), v2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'input', 'bucket' = '1', 'fields.v0.aggregate-function' = 'last_non_null_value', 'fields.v1.aggregate-function' = 'product', 'fields.v2.aggregate-function' = 'max', 'fields.v2.ignore-retract' = 'true');
INSERT INTO t VALUES (1, 9, 2.5, 8), (2, 3, 3.5, 4);
INSERT INTO t VALUES (1, 9, 0.5, CAST(NULL AS INT)), (4, 9, CAST(NULL AS DECIMAL(10, 2)), 2);
INSERT INTO t VALUES +U(4, 2, CAST(NULL AS DECIMAL(10, 2)), CAST(NULL AS INT));
INSERT INTO t VALUES -U(4, 1, CAST(NULL AS DECIMAL(10, 2)), 2);
CALL sys.compact('default.t');
INSERT INTO t VALUES -U(3, CAST(NULL AS INT), 0.5, 7), -D(4, 2, 0.5, 0);
SELECT * FROM t$audit_log;
SELECT * FROM t;
CALL sys.compact('default.t');
SELECT * FROM t$audit_log;
SELECT * FROM t;
INSERT INTO t VALUES (3, 5, 2.0, 1);
SELECT * FROM t$audit_log;
SELECT snapshot_id, commit_kind FROM t$snapshots;
