-- the catalog-wide system tables sys.all_table_options, sys.`tables`, sys.partitions (sizes and times left out)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read these system tables
CREATE TABLE t (k INT, dt STRING, v STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1');
CREATE TABLE a (k INT, v STRING) WITH ('bucket' = '-1', 'snapshot.num-retained.min' = '3');
CREATE DATABASE d2;
CREATE TABLE d2.u (k INT, h INT) PARTITIONED BY (h);
INSERT INTO t VALUES (1, 'x', 'a'), (2, 'y', 'b'), (3, 'y', 'c');
INSERT INTO d2.u VALUES (1, 1);
DESCRIBE sys.all_table_options;
SELECT * FROM sys.all_table_options;
SELECT table_name, `key`, `value` FROM sys.all_table_options WHERE `key` <> 'path' AND database_name = 'default';
SELECT * FROM sys.`tables`;
DESCRIBE sys.partitions;
SELECT database_name, table_name, partition_name, record_count, file_count, done FROM sys.partitions;
