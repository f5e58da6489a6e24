-- an INSERT OVERWRITE of a dynamic-bucket table: which buckets its keys go to ($buckets), and the next INSERT's
CREATE TABLE t (k INT, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'dynamic-bucket.target-row-num' = '2');
INSERT INTO t VALUES (1, 10), (2, 20);
INSERT OVERWRITE t VALUES (2, 21), (3, 30);
SELECT `partition`, bucket, record_count, file_count FROM t$buckets;
INSERT INTO t VALUES (4, 40);
SELECT `partition`, bucket, record_count, file_count FROM t$buckets;
INSERT OVERWRITE t VALUES (5, 50), (6, 60), (7, 70);
SELECT `partition`, bucket, record_count, file_count FROM t$buckets;
SELECT * FROM t;
