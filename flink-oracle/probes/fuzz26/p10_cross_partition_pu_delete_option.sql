CREATE TABLE t (p STRING, k INT, a INT, b STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '-1', 'merge-engine' = 'partial-update', 'partial-update.remove-record-on-delete' = 'true');
INSERT INTO t VALUES ('p1', 1, 10, 'a'), ('p1', 2, 20, 'b');
INSERT INTO t VALUES ('p2', 1, CAST(NULL AS INT), 'x');
INSERT INTO t VALUES -D('p2', 2, 5, 'y');
SELECT * FROM t;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES ('p2', 2, 7, CAST(NULL AS STRING));
SELECT * FROM t;
