-- ALTER TABLE MODIFY v BIGINT of the bucket-key column of a 4-bucket append table: a filter v = x on the widened column still finds each row written as INT, in whatever bucket it went
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
CREATE TABLE t (k INT, v INT) WITH ('bucket' = '4', 'bucket-key' = 'v');
INSERT INTO t VALUES (1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6), (7, 7), (8, 8);
ALTER TABLE t MODIFY v BIGINT;
SELECT * FROM t WHERE v = 1;
SELECT * FROM t WHERE v = 2;
SELECT * FROM t WHERE v = 3;
SELECT * FROM t WHERE v = 4;
SELECT * FROM t WHERE v = 5;
SELECT * FROM t WHERE v = 6;
SELECT * FROM t WHERE v = 7;
SELECT * FROM t WHERE v = 8;
SELECT bucket, COUNT(*) FROM t$files GROUP BY bucket;
