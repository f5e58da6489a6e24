-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no projections or LIMIT
-- LIMIT without ORDER BY: the number of rows only (which rows is not fixed), LIMIT 0
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T VALUES (1, 'a'), (2, 'a'), (3, 'a');
SELECT v FROM T LIMIT 2;
SELECT v FROM T LIMIT 0;
SELECT v FROM T WHERE k > 1 LIMIT 5;
