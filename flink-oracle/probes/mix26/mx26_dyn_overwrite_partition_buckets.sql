-- the same per partition: a static-partition overwrite takes buckets from that partition's index
CREATE TABLE t (k INT, dt STRING, v INT, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'dynamic-bucket.target-row-num' = '2');
INSERT INTO t VALUES (1, 'p1', 10), (2, 'p1', 20), (1, 'p2', 10);
INSERT OVERWRITE t PARTITION (dt = 'p1') VALUES (2, 21), (3, 30);
INSERT OVERWRITE t PARTITION (dt = 'p2') VALUES (7, 70);
SELECT `partition`, bucket, record_count, file_count FROM t$buckets;
INSERT INTO t VALUES (4, 'p1', 40), (8, 'p2', 80);
SELECT `partition`, bucket, record_count, file_count FROM t$buckets;
SELECT * FROM t;
