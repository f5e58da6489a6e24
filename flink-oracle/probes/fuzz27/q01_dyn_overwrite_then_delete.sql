-- round 26's dynamic-bucket overwrite assignment: overwrite with an existing key of bucket 1 and new keys when bucket 0 is full, then DELETE / UPDATE and new keys
CREATE TABLE t (k INT, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'dynamic-bucket.target-row-num' = '2');
INSERT INTO t VALUES (1, 10), (2, 20), (3, 30), (4, 40), (5, 50);
SELECT `partition`, bucket, record_count, file_count FROM t$buckets;
INSERT OVERWRITE t VALUES (5, 51), (6, 60), (1, 11);
SELECT `partition`, bucket, record_count, file_count FROM t$buckets;
DELETE FROM t WHERE k = 6;
INSERT INTO t VALUES (7, 70), (8, 80), (9, 90);
SELECT `partition`, bucket, record_count, file_count FROM t$buckets;
SELECT * FROM t;
SELECT bucket, level, record_count FROM t$files;
