-- dynamic-bucket.max-buckets caps the buckets a dynamic-bucket table assigns
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'dynamic-bucket.target-row-num' = '2', 'dynamic-bucket.max-buckets' = '2');
CREATE TABLE n (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'dynamic-bucket.target-row-num' = '2');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f'), (7, 'g');
INSERT INTO n VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f'), (7, 'g');
SELECT 't', bucket, record_count FROM t$files;
SELECT 'n', bucket, record_count FROM n$files;
SELECT 't', count(DISTINCT bucket) FROM t$files;
SELECT 'n', count(DISTINCT bucket) FROM n$files;
