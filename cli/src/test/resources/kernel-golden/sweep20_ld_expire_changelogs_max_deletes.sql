-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run sys.expire_changelogs
-- sys.expire_changelogs: max_deletes (Paimon 1.4.2: arguments left out take the procedure defaults, not the table options; the latest long-lived changelog stays)
-- ordered
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2', 'changelog.num-retained.min' = '1', 'changelog.num-retained.max' = '20', 'num-sorted-run.compaction-trigger' = '10');
INSERT INTO T VALUES (1, 'a');
INSERT INTO T VALUES (2, 'b');
INSERT INTO T VALUES (1, 'a3');
INSERT INTO T VALUES (4, 'd');
INSERT INTO T VALUES (3, 'c');
INSERT INTO T VALUES (5, 'e');
SELECT snapshot_id FROM T$snapshots;
CALL sys.expire_changelogs(`table` => 'default.T', retain_max => 1, max_deletes => 2);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
