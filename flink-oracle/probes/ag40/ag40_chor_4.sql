-- probe ag40: OR of equalities over a CHAR(5) primary key / partition column
CREATE TABLE t (p CHAR(3), k CHAR(5), n INT, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '1');
INSERT INTO t VALUES (CAST('x' AS CHAR(3)), CAST('a' AS CHAR(5)), 1), (CAST('y' AS CHAR(3)), CAST('k' AS CHAR(5)), 2), (CAST('x' AS CHAR(3)), CAST('abcde' AS CHAR(5)), 3);
SELECT 'q1', n FROM t WHERE k = CAST('a' AS CHAR(5)) OR k = CAST('k' AS CHAR(5));
SELECT 'q2', n FROM t WHERE p = CAST('x' AS CHAR(3)) OR p = CAST('y' AS CHAR(3));
SELECT 'q3', n FROM t WHERE p = CAST('x' AS CHAR(3));
SELECT 'q4', n FROM t WHERE p IN (CAST('x' AS CHAR(3)), CAST('y' AS CHAR(3)));
SELECT 'q5', n FROM t WHERE p <> CAST('x' AS CHAR(3)) AND p <> CAST('z' AS CHAR(3));
