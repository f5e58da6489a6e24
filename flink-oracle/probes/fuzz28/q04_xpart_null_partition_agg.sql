-- cross-partition aggregation with NULL partition values and a full compaction
CREATE TABLE t (k INT, dt STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum');
INSERT INTO t VALUES (1, CAST(NULL AS STRING), 1), (2, 'p1', 2);
INSERT INTO t VALUES (1, CAST(NULL AS STRING), 10), (3, CAST(NULL AS STRING), 3);
INSERT INTO t VALUES (1, 'p2', 100);
SELECT * FROM t;
SELECT dt, COUNT(*) AS c, SUM(n) AS s FROM t GROUP BY dt;
SELECT `partition`, record_count FROM t$partitions;
