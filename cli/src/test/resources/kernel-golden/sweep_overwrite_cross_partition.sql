-- INSERT OVERWRITE of a cross-partition table (dynamic bucket, PK without the partition column): keys of the replaced partition are forgotten, so writing them again lands where the row says; keys elsewhere still move
-- not checked against Paimon: the interpreter writes dynamic-bucket tables without the global key index of Flink's sink
CREATE TABLE T (k INT, p STRING, v STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p);
INSERT INTO T VALUES (1, 'x', 'a'), (2, 'x', 'b'), (3, 'y', 'c');
INSERT OVERWRITE T PARTITION (p = 'x') VALUES (4, 'd');
INSERT INTO T VALUES (1, 'y', 'a2'), (3, 'x', 'c2'), (4, 'y', 'd2');
SELECT * FROM T ORDER BY k;
