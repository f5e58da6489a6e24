-- not checked against Paimon: Flink 2.0 plans a filter's comparisons of one CHAR value with constants as a search whose constants lose their trailing spaces where the filter reaches the table's scan, which the interpreter does not model (probes flink-oracle/probes/ag42)
-- a filter conjunct on a join input that is a subquery reaches the table's scan only through the subquery's plain columns (s01, s05, s06, s07, s11: searches), not its computed columns (s02, s03), a column below its LIMIT (s04, s12) or an aggregate (s09); a conjunct holding a subquery stays above the join Flink plans for it (e07) (probe ag42_ch_3)
CREATE TABLE t (k INT, c CHAR(5), w VARCHAR(5), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, CAST('a' AS CHAR(5)), CAST('a    ' AS VARCHAR(5))), (2, CAST('k' AS CHAR(5)), CAST('k' AS VARCHAR(5))), (3, CAST('abcde' AS CHAR(5)), CAST('abcde' AS VARCHAR(5))), (4, CAST('zz' AS CHAR(5)), CAST('zz  ' AS VARCHAR(5))), (5, CAST(NULL AS CHAR(5)), CAST(NULL AS VARCHAR(5)));
CREATE TABLE u (k INT, d CHAR(5), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO u VALUES (1, CAST('a' AS CHAR(5))), (2, CAST('k' AS CHAR(5))), (3, CAST('abcde' AS CHAR(5))), (6, CAST('a' AS CHAR(5))), (7, CAST('k' AS CHAR(5)));
SELECT 's01', t.k FROM t JOIN (SELECT k, d FROM u) s ON t.k = s.k WHERE s.d IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 's02', t.k FROM t JOIN (SELECT k, TRIM(d) AS td FROM u) s ON t.k = s.k WHERE s.td IN ('a  ', 'k  ');
SELECT 's03', t.k FROM t JOIN (SELECT k, d || '' AS dd FROM u) s ON t.k = s.k WHERE s.dd IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 's04', t.k FROM t JOIN (SELECT * FROM u ORDER BY k LIMIT 10) s ON t.k = s.k WHERE s.d IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 's05', t.k FROM t JOIN (SELECT d, COUNT(*) AS n FROM u GROUP BY d) s ON t.c = s.d WHERE s.d IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 's06', t.k FROM t JOIN (SELECT k, d FROM u WHERE d IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)))) s ON t.k = s.k;
SELECT 's07', s1.k FROM (SELECT k, c FROM t) s1 JOIN (SELECT k, d FROM u) s2 ON s1.k = s2.k AND s2.d IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 's09', t.k FROM t JOIN (SELECT k, MAX(d) AS md FROM u GROUP BY k) s ON t.k = s.k WHERE s.md IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 's11', t.k FROM t JOIN (SELECT k, d FROM u) s ON t.k = s.k AND s.d IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 's12', s.k FROM (SELECT k, c FROM t ORDER BY k LIMIT 10) s JOIN u ON s.k = u.k AND s.c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
SELECT 'e01', k FROM t WHERE c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5))) AND k IN (SELECT k FROM u);
SELECT 'e07', k FROM t WHERE c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5))) OR k IN (SELECT k FROM u WHERE k > 2);
SELECT 'e09', k FROM t WHERE c IN (SELECT d FROM u) AND c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5)));
