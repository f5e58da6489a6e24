-- fzmx_1075 reduced: a deletion-vectors table with the input producer (APPEND then COMPACT per commit), streamed from a COMPACT snapshot's id
CREATE TABLE t (k INT, dt STRING, v STRING, n INT, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '2', 'merge-engine' = 'aggregation', 'changelog-producer' = 'input', 'fields.n.aggregate-function' = 'sum', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'p2', 'c', 40);
INSERT INTO t VALUES (6, 'p1', CAST(NULL AS STRING), 12), (2, 'p1', 'c', 43), (8, 'p1', 'a', 29);
INSERT INTO t VALUES (8, 'p1', 'e', 7), (2, 'p1', CAST(NULL AS STRING), 54), (1, 'p1', CAST(NULL AS STRING), 7);
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '4') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */ WHERE k > 1;
