-- dynamic-bucket overwrite under aggregation and first-row with partitions
CREATE TABLE a (k INT, dt STRING, n INT, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'dynamic-bucket.target-row-num' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum');
INSERT INTO a VALUES (1, 'p1', 1), (2, 'p1', 2), (3, 'p2', 3);
INSERT OVERWRITE a VALUES (2, 'p1', 5), (4, 'p1', 7);
INSERT INTO a VALUES (2, 'p1', 1), (5, 'p1', 1), (3, 'p2', 3);
SELECT `partition`, bucket, record_count, file_count FROM a$buckets;
SELECT * FROM a;
CREATE TABLE f (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'dynamic-bucket.target-row-num' = '2', 'merge-engine' = 'first-row');
INSERT INTO f VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT OVERWRITE f VALUES (3, 'x'), (4, 'y');
INSERT INTO f VALUES (3, 'z'), (5, 'w'), (1, 'q');
SELECT `partition`, bucket, record_count, file_count FROM f$buckets;
SELECT * FROM f;
