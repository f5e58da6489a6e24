-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no SHOW PARTITIONS
-- an append table whose every column is a partition column is accepted, written and read
CREATE TABLE T (a INT, b STRING) PARTITIONED BY (a, b);
INSERT INTO T VALUES (1, 'x'), (2, CAST(NULL AS STRING)), (1, 'x');
SELECT * FROM T;
SHOW PARTITIONS T;
