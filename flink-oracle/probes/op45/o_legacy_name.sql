-- partition.legacy-name with DATE and TIMESTAMP partitions
-- exit: 1
CREATE TABLE t (k INT, d DATE, ts TIMESTAMP(3)) PARTITIONED BY (d, ts) WITH ('partition.legacy-name' = 'false');
CREATE TABLE n (k INT, d DATE, ts TIMESTAMP(3)) PARTITIONED BY (d, ts);
INSERT INTO t VALUES (1, DATE '2024-01-02', TIMESTAMP '2024-01-02 10:11:12.345');
INSERT INTO n VALUES (1, DATE '2024-01-02', TIMESTAMP '2024-01-02 10:11:12.345');
SELECT 't', `partition`, record_count FROM t$partitions;
SELECT 'n', `partition`, record_count FROM n$partitions;
SELECT 't', `partition` FROM t$files;
SELECT 'n', `partition` FROM n$files;
SELECT * FROM t;
