-- streaming reads of $audit_log: latest-full reads the latest snapshot as the batch $audit_log does (stored row kinds +U, retractions kept: -D), then changes; from a snapshot: its changes (every printed row +I, the kind in the rowkind column)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter reads $audit_log only as a batch SELECT *
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES -U(1, 'a'), +U(1, 'a2'), -D(2, 'b');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t$audit_log;
SELECT rowkind, k FROM t$audit_log /*+ OPTIONS('scan.snapshot-id' = '2') */;
