-- t$table_indexes: the HASH index file of each partition and bucket of a dynamic-bucket table (file names and sizes left out), none for fixed-bucket and append tables
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read these system tables
CREATE TABLE t (k INT, dt STRING, v STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt);
INSERT INTO t VALUES (1, 'x', 'a'), (2, 'x', 'b'), (3, 'y', 'c');
DESCRIBE t$table_indexes;
SELECT `partition`, bucket, index_type, row_count, dv_ranges FROM t$table_indexes;
INSERT INTO t VALUES (4, 'x', 'd'), (1, 'x', 'e');
SELECT `partition`, bucket, index_type, row_count FROM t$table_indexes;
SELECT `partition`, bucket, index_type, row_count FROM t$table_indexes /*+ OPTIONS('scan.snapshot-id' = '1') */;
SELECT COUNT(*) FROM t$table_indexes WHERE file_name LIKE 'index-%';
CREATE TABLE f (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2');
INSERT INTO f VALUES (1, 'a');
SELECT * FROM f$table_indexes;
CREATE TABLE a (k INT, v STRING);
INSERT INTO a VALUES (1, 'a');
SELECT * FROM a$table_indexes;
