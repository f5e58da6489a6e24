-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no projections with literals or aggregates
-- a STRING column compared with an INT literal is compared as a number ('10' > 9); a DATE column with a string literal; COUNT(*) and SELECT * of no rows
CREATE TABLE T (k INT, s STRING, b BOOLEAN, d DATE);
INSERT INTO T VALUES (1, '10', true, DATE '2024-01-01'), (2, '9', false, DATE '2024-01-02');
SELECT k, 'str-int' FROM T WHERE s > 9;
SELECT k, 'count' FROM T WHERE d > '2024-01-01';
SELECT COUNT(*) FROM T WHERE k > 5;
SELECT * FROM T WHERE k > 5;
