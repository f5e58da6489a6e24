-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter evaluates no expressions (CASE, COALESCE, ||, UNION)
-- the type of CASE / COALESCE / UNION over CHAR literals of different lengths (VARCHAR, not padded) and of equal lengths
CREATE TABLE T (k INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T VALUES (1), (2);
SELECT k, CASE WHEN k = 1 THEN 'a' ELSE 'bbb' END || '|' FROM T;
SELECT k, COALESCE(CAST(NULL AS CHAR(1)), 'xy') || '|' FROM T;
SELECT 'a' || '|' UNION ALL SELECT 'bbb' || '|';
