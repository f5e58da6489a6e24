-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run scan.bounded (Paimon's static source in a streaming job)
-- scan.bounded with compacted-full, from-timestamp, incremental-between and on an append table and a partitioned table with a partition filter
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '2');
CREATE TABLE a (k INT, v STRING) WITH ('bucket' = '1', 'bucket-key' = 'k');
CREATE TABLE pt (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (1, 'b'), (2, 'c');
INSERT INTO t VALUES (3, 'd');
INSERT INTO a VALUES (1, 'x'), (2, 'y');
INSERT INTO a VALUES (3, 'z');
INSERT INTO pt VALUES ('d1', 1, 'p'), ('d2', 2, 'q');
INSERT INTO pt VALUES ('d1', 1, 'p2');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.bounded' = 'true', 'scan.mode' = 'compacted-full') */;
SELECT * FROM t /*+ OPTIONS('scan.bounded' = 'true', 'scan.mode' = 'from-timestamp', 'scan.timestamp-millis' = '32503680000000') */;
SELECT * FROM a /*+ OPTIONS('scan.bounded' = 'true') */;
SELECT * FROM a /*+ OPTIONS('scan.bounded' = 'true', 'incremental-between' = '1,2') */;
SELECT * FROM pt /*+ OPTIONS('scan.bounded' = 'true') */ WHERE dt = 'd1';
