-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not publish a lookup-layout commit's compaction as its own COMPACT snapshot
-- first-row: the lookup compaction leaves out a level-0 record whose key an older, uncompacted run holds ($files record counts, delta_record_count); a compaction to the bottom merges all
CREATE TABLE F (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'bucket' = '1');
INSERT INTO F VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd');
INSERT INTO F VALUES (1, 'x'), (2, 'x'), (3, 'x'), (4, 'x'), (5, 'e');
SELECT level, record_count FROM F$files;
INSERT INTO F VALUES (1, 'y'), (6, 'f');
SELECT 'b', level, record_count FROM F$files;
INSERT INTO F VALUES (7, 'g'), (1, 'z'), (8, 'h'), (9, 'i'), (10, 'j'), (11, 'k'), (12, 'l'), (13, 'm');
SELECT 'c', level, record_count FROM F$files;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM F$snapshots;
SELECT * FROM F$audit_log;
