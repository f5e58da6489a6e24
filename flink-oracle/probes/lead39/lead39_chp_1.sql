-- probe lead 39: IN over CHAR(5) literals (fzky_1634)
CREATE TABLE t (k0 CHAR(5), k1 INT, c CHAR(5), PRIMARY KEY (k0, k1) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (CAST('a' AS CHAR(5)), 1, CAST('a' AS CHAR(5))), (CAST('k=v' AS CHAR(5)), 2, CAST('k=v' AS CHAR(5))), (CAST('zz' AS CHAR(5)), 3, CAST('zz' AS CHAR(5)));
SELECT k1 FROM t WHERE k0 = CAST('a' AS CHAR(5));
SELECT k1 FROM t WHERE k0 IN (CAST('a' AS CHAR(5)));
SELECT k1 FROM t WHERE k0 IN (CAST('k=v' AS CHAR(5)), CAST('a' AS CHAR(5)));
SELECT k1 FROM t WHERE k0 IN ('k=v', 'a');
SELECT k1 FROM t WHERE k0 = 'a' OR k0 = 'k=v';
SELECT k1 FROM t WHERE c IN (CAST('k=v' AS CHAR(5)), CAST('a' AS CHAR(5)));
SELECT k1 FROM t WHERE c IN ('k=v', 'a');
SELECT k1 FROM t WHERE k0 IN (CAST('k=v' AS CHAR(5)), CAST('a' AS CHAR(5)), CAST('zz' AS CHAR(5)));
SELECT k1, CHAR_LENGTH(k0) FROM t;
