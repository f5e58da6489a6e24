-- not checked against Paimon: Flink 2.0 plans a filter's comparisons of one CHAR value with constants as a search whose constants lose their trailing spaces where the filter reaches the table's scan, which the interpreter does not model (probes flink-oracle/probes/ag41)
-- probe ag41: IN / OR over CHAR with constants of other CHAR lengths or VARCHAR, over VARCHAR, over expressions, LIKE (WHERE)
CREATE TABLE t (k INT, c CHAR(5), w VARCHAR(5), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, CAST('a' AS CHAR(5)), CAST('a    ' AS VARCHAR(5))), (2, CAST('k' AS CHAR(5)), CAST('k' AS VARCHAR(5))), (3, CAST('abcde' AS CHAR(5)), CAST('abcde' AS VARCHAR(5))), (4, CAST('zz' AS CHAR(5)), CAST('zz  ' AS VARCHAR(5))), (5, CAST(NULL AS CHAR(5)), CAST(NULL AS VARCHAR(5)));
SELECT 'q01', k FROM t WHERE c IN ('a  ', 'k  ');
SELECT 'q02', k FROM t WHERE c = 'a  ' OR c = 'k  ';
SELECT 'q03', k FROM t WHERE c IN ('a  ', 'k    ');
SELECT 'q04', k FROM t WHERE c = 'a  ' OR c = CAST('k' AS CHAR(5));
SELECT 'q05', k FROM t WHERE c IN (CAST('a    ' AS VARCHAR(5)), CAST('k    ' AS VARCHAR(5)));
SELECT 'q06', k FROM t WHERE c = CAST('a    ' AS VARCHAR(5)) OR c = CAST('k    ' AS VARCHAR(5));
SELECT 'q07', k FROM t WHERE w IN ('a    ', 'k    ');
SELECT 'q08', k FROM t WHERE w = 'a    ' OR w = 'k    ';
SELECT 'q09', k FROM t WHERE w IN (CAST('a    ' AS VARCHAR(5)), CAST('k' AS VARCHAR(5)));
SELECT 'q10', k FROM t WHERE w = CAST('a    ' AS VARCHAR(5)) OR w = CAST('zz  ' AS VARCHAR(5));
SELECT 'q11', k FROM t WHERE w <> 'a    ' AND w <> 'k    ';
SELECT 'q12', k FROM t WHERE w NOT IN ('a    ', 'k    ');
SELECT 'q13', k FROM t WHERE TRIM(c) IN ('a  ', 'k  ');
SELECT 'q14', k FROM t WHERE TRIM(c) = 'a  ' OR TRIM(c) = 'k  ';
SELECT 'q15', k FROM t WHERE UPPER(c) IN ('A    ', 'K    ');
SELECT 'q16', k FROM t WHERE UPPER(c) = 'A    ' OR UPPER(c) = 'K    ';
SELECT 'q17', k FROM t WHERE c || 'x' IN ('a    x', 'k    x');
SELECT 'q18', k FROM t WHERE CONCAT(c, '') IN ('a    ', 'k    ');
SELECT 'q19', k FROM t WHERE CAST(c AS VARCHAR(5)) IN ('a    ', 'k    ');
SELECT 'q20', k FROM t WHERE c LIKE 'a%' AND (c = CAST('a' AS CHAR(5)) OR c = CAST('k' AS CHAR(5)));
SELECT 'q21', k FROM t WHERE c LIKE 'a    ' OR c LIKE 'k    ';
SELECT 'q22', k FROM t WHERE SUBSTRING(c, 1, 5) IN ('a    ', 'k    ');
SELECT 'q23', k FROM t WHERE UPPER(c) = 'A    ';
SELECT 'q24', k FROM t WHERE c IN ('a  ', 'k  ', 'zz ');
