CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup');
ALTER TABLE t SET ('streaming-read-overwrite' = 'true');
CREATE TABLE u (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('streaming-read-overwrite' = 'true');
ALTER TABLE u SET ('changelog-producer' = 'full-compaction');
SHOW CREATE TABLE u;
CREATE TABLE w (k INT, v STRING);
ALTER TABLE w SET ('streaming-read-overwrite' = 'true');
CREATE TABLE x (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('streaming-read-append-overwrite' = 'true');
SHOW CREATE TABLE x;
