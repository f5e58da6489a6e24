-- snapshot.ignore-empty-commit = false: Flink's writes publish no empty snapshot either
-- exit: 1
CREATE TABLE t (k INT, v STRING, dt STRING) PARTITIONED BY (dt) WITH ('snapshot.ignore-empty-commit' = 'false');
CREATE TABLE f (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('snapshot.ignore-empty-commit' = 'false', 'commit.force-create-snapshot' = 'true');
INSERT INTO t VALUES (1, 'a', 'd1');
INSERT INTO t SELECT * FROM t WHERE k > 5;
INSERT OVERWRITE t PARTITION (dt = 'd9') SELECT k, v FROM t WHERE k > 5;
INSERT INTO f VALUES (1, 'a');
INSERT INTO f SELECT * FROM f WHERE k > 5;
SELECT 't', snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT 'f', snapshot_id, commit_kind, total_record_count, delta_record_count FROM f$snapshots;
ALTER TABLE t SET ('snapshot.ignore-empty-commit' = 'true');
INSERT INTO t /*+ OPTIONS('snapshot.ignore-empty-commit' = 'false') */ SELECT * FROM t WHERE k > 5;
SELECT 't', snapshot_id, commit_kind FROM t$snapshots;
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO t SELECT * FROM t /*+ OPTIONS('scan.mode' = 'latest') */ WHERE k > 5;
SET 'execution.runtime-mode' = 'batch';
SELECT 't', count(*) > 0 FROM t$snapshots;
