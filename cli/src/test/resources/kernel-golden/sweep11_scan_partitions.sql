-- not checked against Paimon: 'scan.partitions' is an option of Paimon's Flink source (FlinkTableSource), which the interpreter's Java API reads do not apply; checked with Flink 2.0 + Paimon 1.4.2 (flink-oracle)
-- the scan.partitions read hint: one partition, several separated by ';', a spec leaving a partition column out (Paimon then reads every partition), with time travel, on an append table, in streaming reads and on $audit_log-free streaming with a WHERE
CREATE TABLE T (p STRING, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '1');
CREATE TABLE A (p STRING, v STRING) PARTITIONED BY (p);
CREATE TABLE M (p INT, q STRING, v STRING) PARTITIONED BY (p, q);
INSERT INTO T VALUES ('a', 1, 'x'), ('b', 2, 'y'), ('c', 3, 'z');
INSERT INTO T VALUES ('a', 1, 'x2'), ('b', 4, 'w');
INSERT INTO A VALUES ('a', 'x'), ('b', 'y'), (CAST(NULL AS STRING), 'n');
INSERT INTO M VALUES (1, 'a', 'm1a'), (1, CAST(NULL AS STRING), 'm1n'), (2, 'b', 'm2b');
SELECT * FROM T /*+ OPTIONS('scan.partitions' = 'p=a') */;
SELECT * FROM T /*+ OPTIONS('scan.partitions' = 'p=a;p=c') */;
SELECT * FROM T /*+ OPTIONS('scan.snapshot-id' = '1', 'scan.partitions' = 'p=b') */;
SELECT * FROM A /*+ OPTIONS('scan.partitions' = 'p=__DEFAULT_PARTITION__') */;
SELECT * FROM M /*+ OPTIONS('scan.partitions' = 'p=1') */;
SELECT * FROM M /*+ OPTIONS('scan.partitions' = 'p=1,q=a;q=b,p=2') */;
SELECT v FROM T /*+ OPTIONS('scan.partitions' = 'p=b') */ WHERE k > 2;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1', 'scan.partitions' = 'p=a') */;
SELECT * FROM A /*+ OPTIONS('scan.partitions' = 'p=b') */;
