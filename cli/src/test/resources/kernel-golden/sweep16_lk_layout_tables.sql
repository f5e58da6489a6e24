-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $files
-- the lookup compaction layout also applies to the first-row engine, 'force-lookup', 'compaction.force-up-level-0', 'deletion-vectors.enabled' and 'lookup-wait' = 'false' (a batch statement waits at its end); a plain table keeps its level-0 files
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('compaction.force-up-level-0' = 'true', 'bucket' = '1');
CREATE TABLE F (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'bucket' = '1');
CREATE TABLE L (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('force-lookup' = 'true', 'bucket' = '1');
CREATE TABLE D (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('deletion-vectors.enabled' = 'true', 'bucket' = '1');
CREATE TABLE W (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'lookup-wait' = 'false', 'bucket' = '1');
CREATE TABLE P (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T VALUES (1, 'a'), (2, 'b');
INSERT INTO F VALUES (1, 'a'), (2, 'b');
INSERT INTO L VALUES (1, 'a'), (2, 'b');
INSERT INTO D VALUES (1, 'a'), (2, 'b');
INSERT INTO W VALUES (1, 'a'), (2, 'b');
INSERT INTO P VALUES (1, 'a'), (2, 'b');
INSERT INTO T VALUES (2, 'b2'), (3, 'c');
INSERT INTO F VALUES (2, 'b2'), (3, 'c');
INSERT INTO L VALUES (2, 'b2'), (3, 'c');
INSERT INTO D VALUES (2, 'b2'), (3, 'c');
INSERT INTO W VALUES (2, 'b2'), (3, 'c');
INSERT INTO P VALUES (2, 'b2'), (3, 'c');
SELECT 'T', level, record_count FROM T$files;
SELECT 'F', level, record_count FROM F$files;
SELECT 'L', level, record_count FROM L$files;
SELECT 'D', level, record_count FROM D$files;
SELECT 'W', level, record_count FROM W$files;
SELECT 'P', level, record_count FROM P$files;
SELECT * FROM F;
SELECT * FROM D;
