-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); cross-partition upserts need the global key index of Flink's sink
-- cross-partition upsert (bucket = -1, primary key without the partition): an INSERT OVERWRITE of one partition writes a key that lives in another partition; the key moves (a -D in its old partition) instead of living in both, with and without the lookup producer (fuzz17 fzdb_0001)
CREATE TABLE t (p STRING, k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '-1');
CREATE TABLE l (p STRING, k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '-1', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES ('p1', 1, 'a'), ('p2', 2, 'b');
INSERT OVERWRITE t PARTITION (p = 'p3') VALUES (1, 'c'), (3, 'd');
SELECT * FROM t;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES ('p2', 1, 'e');
SELECT * FROM t;
INSERT INTO l VALUES ('p1', 1, 'a'), ('p2', 2, 'b');
INSERT OVERWRITE l PARTITION (p = 'p3') VALUES (1, 'c');
SELECT * FROM l;
SELECT k, COUNT(*) FROM l GROUP BY k;
