-- a fixed-bucket PK table whose key leaves out the partition column (accepted with a warning; the key is unique per partition)
CREATE TABLE T (dt STRING, k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '2');
INSERT INTO T VALUES ('a', 1, 'x'), ('b', 1, 'y');
INSERT INTO T VALUES ('a', 1, 'x2');
SELECT * FROM T;
