-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); cross-partition upserts need the global key index of Flink's sink
-- cross-partition upsert: an INSERT OVERWRITE of partition p3 moves key 1 out of p1; p1's other key 5 stays (Paimon 1.4.2 loses it: its dynamic partition overwrite also replaces p1, the partition the -D went to; known difference); an overwrite without rows replaces nothing
CREATE TABLE t (p STRING, k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '-1');
INSERT INTO t VALUES ('p1', 1, 'a'), ('p1', 5, 'b'), ('p2', 2, 'b');
INSERT OVERWRITE t PARTITION (p = 'p3') VALUES (1, 'c'), (3, 'd');
SELECT * FROM t;
INSERT OVERWRITE t PARTITION (p = 'p3') SELECT k, v FROM t WHERE k > 100;
SELECT * FROM t;
