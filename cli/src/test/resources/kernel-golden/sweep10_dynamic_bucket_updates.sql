-- dynamic bucket (bucket = -1) with a tiny dynamic-bucket.target-row-num so several buckets form: updates of keys in every bucket over many commits, deletes, re-inserts, a compaction, partitioned and not
CREATE TABLE D (k INT, v STRING, n BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'dynamic-bucket.target-row-num' = '2');
CREATE TABLE P (p STRING, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('dynamic-bucket.target-row-num' = '3', 'dynamic-bucket.initial-buckets' = '2');
INSERT INTO D VALUES (1, 'a', 1), (2, 'b', 1), (3, 'c', 1), (4, 'd', 1), (5, 'e', 1);
INSERT INTO D VALUES (6, 'f', 1), (1, 'a2', 2), (7, 'g', 1);
INSERT INTO D VALUES (3, 'c2', 2), (5, 'e2', 2), -D(2, 'b', 1), (8, 'h', 1);
INSERT INTO D VALUES (2, 'b3', 3), -D(6, 'f', 1), (9, 'i', 1), (10, 'j', 1);
CALL sys.compact('default.D');
INSERT INTO D VALUES (1, 'a4', 4), (10, 'j2', 2), (11, 'k', 1), -D(4, 'd', 1);
INSERT INTO P VALUES ('x', 1, 'a'), ('x', 2, 'b'), ('x', 3, 'c'), ('x', 4, 'd'), ('y', 1, 'e'), ('y', 2, 'f');
INSERT INTO P VALUES ('x', 1, 'a2'), ('x', 5, 'g'), ('y', 1, 'e2'), -D('x', 3, 'c'), ('x', 6, 'h'), ('x', 7, 'i');
INSERT INTO P VALUES ('x', 3, 'c3'), ('y', 3, 'j'), -D('y', 2, 'f');
SELECT * FROM D;
SELECT * FROM P;
SELECT * FROM P WHERE p = 'x' AND k > 2;
