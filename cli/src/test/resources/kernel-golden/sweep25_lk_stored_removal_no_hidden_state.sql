-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter has no -D row kinds in VALUES
-- lookup producer, partial-update removal group: a stored removal -D (level 4 above the row), then newer adds; max, last_non_null_value and min keep no hidden state, so merging onto the newest level's stored record (Paimon's LookupMergeFunction, COMPACTION.md "What Paimon 1.4.2 stores for a key there") and Varve's one merge of every version agree
CREATE TABLE t (k INT, s1 INT, a INT, b INT, c INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b,c', 'fields.a.aggregate-function' = 'max', 'fields.b.aggregate-function' = 'last_non_null_value', 'fields.c.aggregate-function' = 'min', 'partial-update.remove-record-on-sequence-group' = 's1');
INSERT INTO t VALUES (1, 1, 10, 100, 1000), (2, 1, 20, 200, 2000);
INSERT INTO t VALUES -D(1, 2, 5, 50, 500);
INSERT INTO t VALUES (1, 3, 7, CAST(NULL AS INT), 700), (2, 2, 1, 1, 1);
SELECT * FROM t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
