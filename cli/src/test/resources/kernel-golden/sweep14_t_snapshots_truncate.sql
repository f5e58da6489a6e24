-- $snapshots record counts after TRUNCATE TABLE and ALTER TABLE DROP PARTITION
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run TRUNCATE TABLE or ALTER TABLE DROP PARTITION
CREATE TABLE t (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1');
CREATE TABLE a (k INT, v STRING);
INSERT INTO t VALUES ('a', 1, 'x'), ('b', 2, 'y'), ('b', 3, 'z');
ALTER TABLE t DROP PARTITION (dt = 'b');
INSERT INTO a VALUES (1, 'a'), (2, 'b');
TRUNCATE TABLE a;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count, changelog_record_count FROM t$snapshots;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count, changelog_record_count FROM a$snapshots;
SELECT * FROM t;
SELECT COUNT(*) FROM a;
