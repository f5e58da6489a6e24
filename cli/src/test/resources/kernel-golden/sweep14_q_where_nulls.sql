-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no projections with literals
-- three-valued logic in WHERE: NOT, IN with a NULL in the list, NOT IN, BETWEEN / NOT BETWEEN, <> with null, IS [NOT] NULL, IS [NOT] TRUE/FALSE
CREATE TABLE T (k INT, a INT, b STRING, f BOOLEAN, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T VALUES (1, 1, 'x', true), (2, 2, 'y', false), (3, CAST(NULL AS INT), CAST(NULL AS STRING), CAST(NULL AS BOOLEAN)), (4, 4, 'z', true);
SELECT k, 'not' FROM T WHERE NOT (a = 1);
SELECT k, 'in-null' FROM T WHERE a IN (1, CAST(NULL AS INT));
SELECT k, 'not-in' FROM T WHERE a NOT IN (1, 2);
SELECT k, 'not-in-null' FROM T WHERE a NOT IN (1, CAST(NULL AS INT));
SELECT k, 'between' FROM T WHERE a BETWEEN 2 AND 4;
SELECT k, 'between-rev' FROM T WHERE a BETWEEN 4 AND 2;
SELECT k, 'between-sym' FROM T WHERE a BETWEEN SYMMETRIC 4 AND 2;
SELECT k, 'not-between' FROM T WHERE a NOT BETWEEN 2 AND 3;
SELECT k, 'ne' FROM T WHERE b <> 'x';
SELECT k, 'bool' FROM T WHERE f;
SELECT k, 'not-bool' FROM T WHERE NOT f;
SELECT k, 'is-not-true' FROM T WHERE f IS NOT TRUE;
SELECT k, 'is-false' FROM T WHERE f IS FALSE;
SELECT k, 'or-null' FROM T WHERE a = 1 OR b = 'q';
SELECT k, 'not-and' FROM T WHERE NOT (a = 2 AND b = 'y');
SELECT k, 'is-null' FROM T WHERE a IS NULL OR f = false;
SELECT k, 'eq-bool' FROM T WHERE f = true;
SELECT k, 'distinct' FROM T WHERE a IS DISTINCT FROM 1;
SELECT k, 'not-distinct' FROM T WHERE a IS NOT DISTINCT FROM CAST(NULL AS INT);
