-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); cross-partition upserts need the global key index of Flink's sink
-- CALL sys.compact on a cross-partition upsert table (bucket = -1, primary key without the partition column) is refused, as Paimon's procedure refuses it (Unsupported bucket mode: KEY_DYNAMIC) (fuzz17 fzdb_0002)
-- exit: 1
-- stderr: cross-partition upsert
CREATE TABLE t (p STRING, k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '-1');
INSERT INTO t VALUES ('p1', 1, 'a'), ('p2', 2, 'b');
SELECT * FROM t;
CALL sys.compact(`table` => 'default.t');
