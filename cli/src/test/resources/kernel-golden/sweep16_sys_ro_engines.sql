-- t$ro of deduplicate (num-levels 3), aggregation and fixed-bucket append tables: rows written after the full compaction are not seen, merged values are those compaction stored
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read these system tables
CREATE TABLE t (k INT, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'num-levels' = '3', 'merge-engine' = 'deduplicate');
INSERT INTO t VALUES (1, 1), (2, 2);
INSERT INTO t VALUES (2, 20);
CALL sys.compact('default.t');
INSERT INTO t VALUES (1, 10);
SELECT * FROM t$ro;
DESCRIBE t$ro;
CREATE TABLE a (k INT, v INT) WITH ('bucket' = '2', 'bucket-key' = 'k');
INSERT INTO a VALUES (1, 1), (2, 2);
INSERT INTO a VALUES (3, 3);
SELECT * FROM a$ro WHERE k <> 2;
CREATE TABLE s (k INT, v BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.v.aggregate-function' = 'sum');
INSERT INTO s VALUES (1, 1), (2, 2);
INSERT INTO s VALUES (1, 2);
CALL sys.compact('default.s');
INSERT INTO s VALUES (1, 5);
SELECT k, v FROM s$ro;
SELECT k, v FROM s;
