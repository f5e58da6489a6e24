-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no projections with literals, IN or LIKE
-- predicates on a CHAR(3) column (values stored padded): IN with unpadded literals matches nothing, a padded literal matches, LIKE sees the blanks
CREATE TABLE T (k INT, c CHAR(3), v STRING);
INSERT INTO T VALUES (1, CAST('a' AS CHAR(3)), 'a'), (2, CAST('bb' AS CHAR(3)), 'bb');
SELECT k, 'c-in' FROM T WHERE c IN ('a', 'bb');
SELECT k, 'c-in-padded' FROM T WHERE c IN ('a  ');
SELECT k, 'c-eq-bb' FROM T WHERE c = 'bb';
SELECT k, 'v-in' FROM T WHERE v IN ('a', 'bb ');
SELECT k, 'c-like' FROM T WHERE c LIKE 'a%';
SELECT k, 'c-like-exact' FROM T WHERE c LIKE 'a';
