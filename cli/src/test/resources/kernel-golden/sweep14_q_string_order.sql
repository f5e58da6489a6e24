-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no projections, ORDER BY or aggregates
-- ordered
-- string order: by code point (UTF-8 bytes), so a supplementary character sorts after U+FF5A; ORDER BY with LIMIT/OFFSET
CREATE TABLE T (k INT, s STRING);
INSERT INTO T VALUES (1, 'a'), (2, 'B'), (3, 'ä'), (4, 'é'), (5, 'Z'), (6, 'ｚ'), (7, '😀'), (8, ''), (9, 'aa');
SELECT k, s FROM T ORDER BY s;
SELECT k FROM T WHERE s > 'ｚ';
SELECT k FROM T WHERE s < '😀' AND s > 'é';
SELECT k FROM T ORDER BY s DESC LIMIT 3 OFFSET 2;
SELECT MAX(s), MIN(s) FROM T;
