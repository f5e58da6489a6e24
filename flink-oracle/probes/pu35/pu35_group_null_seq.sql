-- pu35: partial-update with sequence groups: a -U whose group sequence is null in a group with first_value / listagg
-- exit: 1
CREATE TABLE t2 (k INT, s1 INT, a INT, b STRING, s2 INT, c INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'first_value', 'fields.b.aggregate-function' = 'listagg', 'fields.s2.sequence-group' = 'c');
INSERT INTO t2 VALUES (1, 1, 10, 'x', 1, 100), (2, 1, 20, 'y', 1, 200);
INSERT INTO t2 VALUES -U(1, CAST(NULL AS INT), 11, 'q', 2, 101), +U(1, 2, 12, 'z', 3, 102), -U(3, CAST(NULL AS INT), 31, 'w', CAST(NULL AS INT), 301);
SELECT * FROM t2;
INSERT INTO t2 VALUES +I(3, 1, 32, 'v', 1, 302), -U(2, CAST(NULL AS INT), 21, 'u', CAST(NULL AS INT), CAST(NULL AS INT));
SELECT * FROM t2;
CREATE TABLE t3 (k INT, s1 INT, a INT, b STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'first_value', 'fields.b.aggregate-function' = 'listagg', 'changelog-producer' = 'lookup');
INSERT INTO t3 VALUES (1, 1, 10, 'x');
INSERT INTO t3 VALUES -U(1, CAST(NULL AS INT), 11, 'q'), -U(2, CAST(NULL AS INT), 21, 'w');
SELECT * FROM t3;
INSERT INTO t3 VALUES +I(2, 1, 22, 'v'), +I(1, 2, 12, 'y');
SELECT * FROM t3;
SELECT * FROM t3$audit_log;
