-- t$ro (read-optimized): a primary-key table shows only what full compaction produced (files on the bottom level), an append table every row; filters, aggregates, time travel by snapshot and tag
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read these system tables
CREATE TABLE t (k INT, dt STRING, v STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '2');
INSERT INTO t VALUES (1, 'x', 'a'), (2, 'y', 'b'), (3, 'x', 'c');
SELECT * FROM t$ro;
CALL sys.compact(`table` => 'default.t', partitions => 'dt=x');
INSERT INTO t VALUES (1, 'x', 'z'), (4, 'y', 'q');
SELECT * FROM t$ro;
SELECT v FROM t$ro WHERE k > 1;
SELECT dt, COUNT(*) FROM t$ro GROUP BY dt;
CALL sys.create_tag('default.t', 'tg', 3);
CALL sys.compact('default.t');
SELECT * FROM t$ro;
SELECT * FROM t$ro /*+ OPTIONS('scan.tag-name' = 'tg') */;
SELECT * FROM t$ro /*+ OPTIONS('scan.snapshot-id' = '2') */;
SELECT * FROM t$ro /*+ OPTIONS('scan.snapshot-id' = '1') */;
CREATE TABLE a (k INT, v STRING);
INSERT INTO a VALUES (1, 'a'), (2, 'b');
INSERT INTO a VALUES (1, 'a');
SELECT * FROM a$ro;
