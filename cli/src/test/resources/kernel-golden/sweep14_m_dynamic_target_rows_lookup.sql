-- dynamic bucket with dynamic-bucket.target-row-num = 2 (several buckets open as keys arrive) and the lookup producer, partitioned: updates of keys land in their first bucket, the changelog pairs -U/+U per key, deletes give -D; compared as sets (bucket order is open)
CREATE TABLE T (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'dynamic-bucket.target-row-num' = '2', 'changelog-producer' = 'lookup');
INSERT INTO T VALUES ('d1', 1, 'a'), ('d1', 2, 'b'), ('d1', 3, 'c'), ('d1', 4, 'd'), ('d1', 5, 'e');
INSERT INTO T VALUES ('d1', 1, 'a2'), ('d1', 5, 'e2'), ('d1', 6, 'f'), ('d2', 1, 'x');
INSERT INTO T VALUES -D('d1', 3, 'c'), ('d1', 2, 'b2');
SELECT * FROM T;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
