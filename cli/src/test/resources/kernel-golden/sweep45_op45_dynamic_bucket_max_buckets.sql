-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $files
-- dynamic-bucket.max-buckets caps the buckets of a dynamic-bucket table's partition: past it new keys go to the existing buckets (which one follows the key hash, so only the count of buckets and rows is shown), also in a later commit and per partition
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'dynamic-bucket.target-row-num' = '2', 'dynamic-bucket.max-buckets' = '2');
CREATE TABLE n (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'dynamic-bucket.target-row-num' = '2');
CREATE TABLE p (k INT, v STRING, dt STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'dynamic-bucket.target-row-num' = '1', 'dynamic-bucket.max-buckets' = '3');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f'), (7, 'g');
INSERT INTO n VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f'), (7, 'g');
INSERT INTO p VALUES (1, 'a', 'd1'), (2, 'b', 'd1'), (3, 'c', 'd1'), (4, 'd', 'd1'), (5, 'e', 'd2');
SELECT 't', count(DISTINCT bucket), sum(record_count) FROM t$files;
SELECT 'n', count(DISTINCT bucket), sum(record_count) FROM n$files;
INSERT INTO t VALUES (8, 'h'), (9, 'i'), (1, 'a2');
SELECT 't later', count(DISTINCT bucket), max(bucket) FROM t$files;
SELECT 'p', `partition`, count(DISTINCT bucket), sum(record_count) FROM p$files GROUP BY `partition`;
SELECT 't rows', count(*) FROM t;
SELECT * FROM p;
