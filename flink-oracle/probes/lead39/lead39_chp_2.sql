-- probe lead 39: IN over CHAR(5), full-length values, padded literals, VARCHAR
CREATE TABLE t (k0 CHAR(5), k1 INT, w VARCHAR(5), PRIMARY KEY (k0, k1) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (CAST('abcde' AS CHAR(5)), 1, 'abcde'), (CAST('fghij' AS CHAR(5)), 2, 'fghij'), (CAST('a' AS CHAR(5)), 3, 'a'), (CAST('k=v' AS CHAR(5)), 4, 'k=v');
SELECT 'q1', k1 FROM t WHERE k0 IN ('abcde', 'fghij');
SELECT 'q2', k1 FROM t WHERE k0 IN ('a    ', 'k=v  ');
SELECT 'q3', k1 FROM t WHERE k0 IN ('abcde', 'a');
SELECT 'q4', k1 FROM t WHERE w IN ('a', 'k=v');
SELECT 'q5', k1 FROM t WHERE k0 <> 'a';
SELECT 'q6', k1 FROM t WHERE k0 NOT IN ('a', 'abcde');
SELECT 'q7', k1 FROM t WHERE k0 > 'a' AND k0 < 'g';
SELECT 'q8', k1 FROM t WHERE k0 IN (CAST('a' AS CHAR(5)), CAST('abcde' AS CHAR(5)));
SELECT 'q9', k1 FROM t WHERE k0 = 'a';
