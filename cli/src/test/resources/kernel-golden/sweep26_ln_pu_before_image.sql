-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes/lone26); the Java-API interpreter does not read $files nor publish the lookup compaction as Flink does
-- partial-update with sequence groups, lookup producer: the lookup -U of a key whose stored record is as written (an upgraded file) shows the null-sequence group's written value; where the commit's compaction rewrote the record (merged), the -U shows it merged (fzpu_0038 family)
CREATE TABLE p (k INT, a INT, s1 INT, b INT, s2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a', 'fields.s2.sequence-group' = 'b', 'changelog-producer' = 'lookup');
INSERT INTO p VALUES (1, 10, CAST(NULL AS INT), 20, 1), (2, 30, CAST(NULL AS INT), 40, 1), (3, 35, CAST(NULL AS INT), 45, 1);
SELECT * FROM p;
INSERT INTO p VALUES (1, 11, 2, 21, 2);
SELECT * FROM p;
SELECT `level`, record_count FROM p$files;
CREATE TABLE q (k INT, a INT, s1 INT, b INT, s2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a', 'fields.s2.sequence-group' = 'b', 'changelog-producer' = 'lookup');
INSERT INTO q VALUES (5, 50, 1, 60, 1), (6, 70, 1, 80, 1), (7, 90, 1, 91, 1);
INSERT INTO q VALUES (1, 10, CAST(NULL AS INT), 20, 1);
SELECT * FROM q;
INSERT INTO q VALUES (1, 11, 2, 21, 2);
SELECT * FROM q;
SELECT `level`, record_count FROM q$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT 'p', k, a, s1, b, s2 FROM p /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT 'q', k, a, s1, b, s2 FROM q /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
