-- $snapshots.watermark of commits made by a streaming INSERT and by a batch INSERT: Flink's 'no watermark' (Long.MIN_VALUE)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter reads $snapshots without watermark (Paimon's Java API records none; Flink's committer records Long.MIN_VALUE) and without DISTINCT
CREATE TABLE s (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO s VALUES (1, 'a'), (2, 'b');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO t SELECT * FROM s;
SET 'execution.runtime-mode' = 'batch';
SELECT DISTINCT commit_kind, `watermark` FROM t$snapshots;
SELECT snapshot_id, commit_kind, `watermark`, commit_identifier FROM s$snapshots;
SELECT * FROM t;
