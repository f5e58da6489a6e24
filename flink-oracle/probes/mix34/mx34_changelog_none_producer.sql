-- fixed in sweep 35 cl: changelog retention above the snapshot's without a changelog producer. Paimon 1.4.2 (decoupled whatever the
-- producer) keeps changelog-1, -2 and streams them from snapshot 1: +I[1, a], +I[2, b], -U[1, a], +U[1, c], +I[4, d]; Varve now does
-- the same (long-lived changelogs kept with their delta; golden sweep35_cl_none_stream_expired); this .out is Varve's, equal to Flink's
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2', 'changelog.num-retained.min' = '1', 'changelog.num-retained.max' = '10', 'num-sorted-run.compaction-trigger' = '10');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
INSERT INTO t VALUES (4, 'd');
SELECT snapshot_id FROM t$snapshots;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
