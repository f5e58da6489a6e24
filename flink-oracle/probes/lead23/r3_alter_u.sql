CREATE TABLE u (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('streaming-read-overwrite' = 'true');
ALTER TABLE u SET ('changelog-producer' = 'full-compaction');
SHOW CREATE TABLE u;
