-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run sys.compact_manifest
-- sys.compact_manifest on a partitioned lookup table after a partition DELETE: time travel to the COMPACT snapshot, a streaming read skips it
CREATE TABLE T (dt STRING, k INT, v INT, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('changelog-producer' = 'lookup');
INSERT INTO T VALUES ('a', 1, 1), ('b', 2, 2);
INSERT INTO T VALUES ('a', 1, 10);
DELETE FROM T WHERE dt = 'b';
CALL sys.compact_manifest(`table` => 'default.T');
INSERT INTO T VALUES ('a', 3, 3);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM T$snapshots;
SELECT * FROM T /*+ OPTIONS('scan.snapshot-id' = '6') */;
SELECT count(*) FROM T$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
