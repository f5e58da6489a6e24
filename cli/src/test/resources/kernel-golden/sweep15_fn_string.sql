-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter evaluates no scalar functions
-- Flink's string functions over STRING / VARCHAR columns: positions count characters (code points), a NULL argument gives NULL
CREATE TABLE t (id INT, s STRING, v VARCHAR(10), PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO t VALUES (1, 'apple', 'Hello World'), (2, '  Banana  ', 'a,b,c'), (3, CAST(NULL AS STRING), CAST(NULL AS STRING)), (4, '', 'ÄÖü ñ');
SELECT 'substr', id, SUBSTRING(s, 2, 3), SUBSTRING(s, 3), SUBSTR(v, 2, 4), SUBSTRING(s FROM 2 FOR 2), SUBSTRING(v, 0, 2), SUBSTRING(v, -3, 2) FROM t;
SELECT 'trim', id, TRIM(s), LTRIM(s), RTRIM(s), TRIM(BOTH 'a' FROM s), TRIM(LEADING ' ' FROM s), TRIM(TRAILING ' ' FROM s) FROM t;
SELECT 'concat', id, REPLACE(s, 'a', 'A'), CONCAT_WS('|', s, v), CONCAT_WS('-', 'x', CAST(NULL AS STRING), 'y'), CONCAT(s, v), s || '!' FROM t;
SELECT 'pad', id, LPAD(v, 8, '*'), RPAD(v, 8, '*'), LPAD(v, 3, '*'), RPAD(v, 2, 'xy'), REPEAT(s, 2), REVERSE(v) FROM t;
SELECT 'find', id, POSITION('a' IN s), LOCATE('l', v), LOCATE('l', v, 4), INSTR(v, 'o'), INITCAP(v), LEFT(v, 3), RIGHT(v, 3) FROM t;
SELECT 'regex', id, SPLIT_INDEX(v, ',', 1), SPLIT_INDEX(v, ',', 5), REGEXP_REPLACE(v, '[aeiou]', '_'), REGEXP_EXTRACT(v, '([a-z]+) ?(\w*)', 1), REGEXP(v, '^H.*d$') FROM t;
SELECT 'case', id, LOWER(v), UPPER(v), OVERLAY(v PLACING 'XX' FROM 2 FOR 3), ASCII(v), CHR(65), CHAR_LENGTH(v) FROM t;
SELECT 'hash', id, MD5(v), SHA1(v), SHA256(v), TO_BASE64(v), FROM_BASE64(TO_BASE64(v)) FROM t;
