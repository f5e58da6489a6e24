-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $files
-- a key inserted and deleted in the first commit of a lookup-producer table leaves no row in $audit_log: the commit's level-0 file is compacted to level 5, where the delete is dropped
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO T VALUES +I(1, 'a'), +I(2, 'b'), -D(1, 'a'), +I(3, 'c');
SELECT level, record_count FROM T$files;
SELECT * FROM T$audit_log;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
