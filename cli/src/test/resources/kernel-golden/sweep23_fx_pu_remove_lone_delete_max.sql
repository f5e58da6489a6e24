-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter has no -D row kinds in VALUES
-- a lone -D of the removing group (max, no retraction), then an older and a newer add: the row starts from the -D's values
CREATE TABLE t (k INT, s1 INT, a INT, b INT, c STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'max', 'partial-update.remove-record-on-sequence-group' = 's1');
INSERT INTO t VALUES (2, 1, 20, 200, 'x');
INSERT INTO t VALUES -D(1, 2, 99, 99, 'd');
SELECT * FROM t;
INSERT INTO t VALUES (1, 1, 10, 100, CAST(NULL AS STRING));
SELECT * FROM t;
INSERT INTO t VALUES (1, 3, 11, 111, 'e');
SELECT * FROM t;
SELECT * FROM t$audit_log;
