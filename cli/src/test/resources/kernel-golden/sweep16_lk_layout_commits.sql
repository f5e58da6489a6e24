-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $files
-- the lookup producer compacts each commit's level-0 file up (ForceUpLevel0, COMPACTION.md "The lookup layout"): a lone first file goes to level 5, a level-0 file at least about the size of the run below joins it, a smaller one stays just above it (level 4); a delete reaching level 5 is dropped from $audit_log
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO T VALUES (1, 'a');
SELECT 'c1', level, record_count FROM T$files;
INSERT INTO T VALUES (2, 'b');
SELECT 'c2', level, record_count FROM T$files;
INSERT INTO T VALUES (3, 'c'), (4, 'd'), (5, 'e');
SELECT 'c3', level, record_count FROM T$files;
INSERT INTO T VALUES (1, 'a2');
SELECT 'c4', level, record_count FROM T$files;
INSERT INTO T VALUES -D(2, 'b');
SELECT 'c5', level, record_count FROM T$files;
SELECT * FROM T$audit_log;
INSERT INTO T VALUES (6, 'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff');
SELECT 'c6', level, record_count FROM T$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
