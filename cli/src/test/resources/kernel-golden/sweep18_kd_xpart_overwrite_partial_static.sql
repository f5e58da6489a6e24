-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); cross-partition upserts need the global key index of Flink's sink
-- cross-partition upsert, two partition levels: INSERT OVERWRITE t PARTITION (a = 'x') with the second level dynamic replaces only the x partitions it writes (x/2 is kept); keys living in y move into x (a -D in y)
CREATE TABLE t (a STRING, b STRING, k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (a, b) WITH ('bucket' = '-1');
INSERT INTO t VALUES ('x', '1', 1, 'a'), ('x', '2', 2, 'b'), ('y', '1', 3, 'c'), ('y', '2', 4, 'd');
INSERT OVERWRITE t PARTITION (a = 'x') VALUES ('1', 3, 'e'), ('3', 4, 'f');
SELECT * FROM t;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES ('z', '1', 3, 'g'), ('z', '1', 4, 'h'), ('z', '1', 2, 'i');
SELECT * FROM t;
SELECT k, COUNT(*) FROM t GROUP BY k;
