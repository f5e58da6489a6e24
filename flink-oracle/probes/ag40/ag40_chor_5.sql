-- probe ag40: same-type CHAR(5) IN lists / ORs / ANDs in the SELECT list
CREATE TABLE t (k INT, c CHAR(5), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, CAST('a' AS CHAR(5))), (2, CAST('k' AS CHAR(5))), (3, CAST('abcde' AS CHAR(5))), (4, CAST('zz' AS CHAR(5)));
SELECT k, c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5))), c = CAST('a' AS CHAR(5)) OR c = CAST('k' AS CHAR(5)), c <> CAST('a' AS CHAR(5)) AND c <> CAST('k' AS CHAR(5)), c NOT IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5))) FROM t;
SELECT k, c IN (CAST('a' AS CHAR(5)), CAST('k' AS CHAR(5))) FROM t;
SELECT k, c = CAST('a' AS CHAR(5)) OR c = CAST('k' AS CHAR(5)) FROM t;
