-- ROUND / TRUNCATE of a DOUBLE or FLOAT go through BigDecimal as Flink 2.0's generated code (fuzz16_1672, probes fz40p_round_*): a FLOAT widened to DOUBLE first (2.675f rounds to 2.67), TRUNCATE's value made DECIMAL(38, 18) (10^20 and more fail), NaN fails the statement
-- exit: 1
-- stderr: ROUND of NaN
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter evaluates no scalar functions
CREATE TABLE t (id INT, x INT, f FLOAT, PRIMARY KEY (id) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 0, CAST(2.675 AS FLOAT)), (2, 3, CAST(1.005 AS FLOAT)), (3, 5, CAST(-0.125 AS FLOAT));
SELECT id, ROUND(f, 2), TRUNCATE(f, 2), ROUND(CAST(x AS DOUBLE) * 1.0E20, 2) FROM t;
SELECT id, TRUNCATE(CAST(x AS DOUBLE) * 1.0E19, 1) FROM t WHERE id = 2;
SELECT id, ROUND(CAST(x AS DOUBLE) / x, 2) FROM t;
