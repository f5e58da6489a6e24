-- exit: 1
-- stderr: Cannot set streaming-read-overwrite to true when changelog producer is full-compaction or lookup because it will read duplicated changes
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming read of an overwrite commit
-- streaming-read-overwrite refused where Paimon refuses it: Cannot set streaming-read-overwrite to true when changelog producer is full-compaction or lookup because it will read duplicated changes
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup');
ALTER TABLE t SET ('streaming-read-overwrite' = 'true');
CREATE TABLE u (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('streaming-read-overwrite' = 'true');
ALTER TABLE u SET ('changelog-producer' = 'full-compaction');
SHOW CREATE TABLE u;
CREATE TABLE w (k INT, v STRING);
ALTER TABLE w SET ('streaming-read-overwrite' = 'true');
CREATE TABLE x (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('streaming-read-append-overwrite' = 'true');
SHOW CREATE TABLE x;
