-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter has no sys.alter_column_default_value
-- column default with partial-update: a NULL is written as the default, so it overwrites the stored value; DELETE is refused by the engine
-- exit: 1
CREATE TABLE t (k INT, a INT, b STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update');
CALL sys.alter_column_default_value('default.t', 'b', 'B');
INSERT INTO t VALUES (1, 1, 'one');
INSERT INTO t VALUES (1, 2, CAST(NULL AS STRING));
SELECT * FROM t;
DELETE FROM t WHERE k = 1;
SELECT * FROM t$audit_log;
