-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter cannot run an INSERT with a column list
-- fields.<col>.default-value does not let INSERT omit a NOT NULL column (Flink's planner refuses it)
-- exit: 1
CREATE TABLE t (k INT, n INT NOT NULL, PRIMARY KEY (k) NOT ENFORCED) WITH ('fields.n.default-value' = '4');
INSERT INTO t (k) VALUES (1);
SELECT * FROM t;
