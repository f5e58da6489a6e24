-- INSERT OVERWRITE of dynamic-bucket PK tables (small dynamic-bucket.target-row-num, so keys spread over buckets): after the overwrite, upserts of old and new keys still deduplicate, per partition and for the whole table
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('dynamic-bucket.target-row-num' = '2');
CREATE TABLE P (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('dynamic-bucket.target-row-num' = '2');
INSERT INTO T VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e');
INSERT INTO P VALUES ('d1', 1, 'a'), ('d1', 2, 'b'), ('d1', 3, 'c'), ('d2', 1, 'x'), ('d2', 2, 'y'), ('d2', 3, 'z');
INSERT OVERWRITE T VALUES (5, 'e2'), (6, 'f'), (7, 'g');
INSERT OVERWRITE P PARTITION (dt = 'd1') VALUES (3, 'c2'), (4, 'd');
INSERT INTO T VALUES (1, 'a3'), (5, 'e3'), (6, 'f3'), (8, 'h');
INSERT INTO P VALUES ('d1', 1, 'a3'), ('d1', 3, 'c3'), ('d1', 4, 'd3'), ('d2', 3, 'z3');
SELECT * FROM T;
SELECT * FROM P;
