-- not checked against Paimon: Flink 2.0 plans a filter's comparisons of one CHAR value with constants as a search whose constants lose their trailing spaces where the filter reaches the table's scan, which the interpreter does not model (probes flink-oracle/probes/ag41)
-- probe ag41: CHAR searches in join conditions, join + WHERE, HAVING, subqueries, views, CASE
CREATE TABLE t (k INT, c CHAR(5), w VARCHAR(5), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, CAST('a' AS CHAR(5)), CAST('a    ' AS VARCHAR(5))), (2, CAST('k' AS CHAR(5)), CAST('k' AS VARCHAR(5))), (3, CAST('abcde' AS CHAR(5)), CAST('abcde' AS VARCHAR(5))), (4, CAST('zz' AS CHAR(5)), CAST('zz  ' AS VARCHAR(5))), (5, CAST(NULL AS CHAR(5)), CAST(NULL AS VARCHAR(5)));
CREATE TABLE u (k INT, d CHAR(5), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO u VALUES (1, CAST('a' AS CHAR(5))), (2, CAST('k' AS CHAR(5))), (3, CAST('abcde' AS CHAR(5))), (4, CAST('zz' AS CHAR(5)));
SELECT 'q01', t.k FROM t JOIN u ON t.k = u.k AND (t.c = CAST('a' AS CHAR(5)) OR t.c = CAST('k' AS CHAR(5)));
SELECT 'q02', t.k FROM t JOIN u ON t.k = u.k WHERE t.c = CAST('a' AS CHAR(5)) OR t.c = CAST('k' AS CHAR(5));
SELECT 'q03', t.k FROM t JOIN u ON t.c = u.d WHERE u.d IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'q04', t.k FROM t JOIN u ON t.k = u.k AND u.d IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'q05', t.k, u.k FROM t LEFT JOIN u ON t.k = u.k AND u.d IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'q06', c, COUNT(*) FROM t GROUP BY c HAVING c = CAST('a' AS CHAR(5)) OR c = CAST('k' AS CHAR(5));
SELECT 'q07', c, COUNT(*) FROM t GROUP BY c HAVING c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'q08', k, MAX(c) FROM t GROUP BY k HAVING MAX(c) IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'q09', k FROM (SELECT k, c FROM t) WHERE c = CAST('a' AS CHAR(5)) OR c = CAST('k' AS CHAR(5));
SELECT 'q10', k FROM (SELECT k, TRIM(c) AS tc FROM t) WHERE tc IN ('a  ', 'k  ');
CREATE TEMPORARY VIEW v1 AS SELECT k, c FROM t WHERE c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'q11', k FROM v1;
CREATE TEMPORARY VIEW v2 AS SELECT k, c FROM t;
SELECT 'q12', k FROM v2 WHERE c = CAST('a' AS CHAR(5)) OR c = CAST('k' AS CHAR(5));
SELECT 'q13', k, CASE WHEN c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5))) THEN 1 ELSE 0 END FROM t;
SELECT 'q14', k FROM t WHERE CASE WHEN c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5))) THEN TRUE ELSE FALSE END;
SELECT 'q15', k, c = CAST('a' AS CHAR(5)) OR c = CAST('k' AS CHAR(5)) FROM t WHERE k > 0;
SELECT 'q16', k FROM t WHERE (c = CAST('a' AS CHAR(5)) OR c = CAST('k' AS CHAR(5))) IS TRUE;
SELECT 'q17', k FROM t WHERE k IN (SELECT k FROM u WHERE d IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5))));
SELECT 'q18', k FROM t WHERE c = CAST('a' AS CHAR(5)) OR c = CAST('k' AS CHAR(5)) UNION ALL SELECT 'q18u', k FROM u WHERE d IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'q19', t.k FROM t LEFT JOIN u ON t.k = u.k WHERE u.d IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5))) OR t.k = 5;
SELECT 'q20', k, COUNT(*) FROM t WHERE c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5))) GROUP BY k;
