CREATE TABLE t (p INT, k INT, g1 INT, a INT, g2 BIGINT, d STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('merge-engine' = 'partial-update', 'bucket' = '-1', 'fields.g1.sequence-group' = 'a', 'fields.g2.sequence-group' = 'd', 'fields.d.aggregate-function' = 'first_value');
INSERT INTO t VALUES (1, 1, 1, 10, 1, 'x');
INSERT INTO t VALUES -D(2, 1, 2, 20, 2, 'y');
SELECT * FROM t$audit_log;
SELECT * FROM t;
