-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no projections with literals
-- comparisons across types in WHERE: INT column vs DECIMAL/DOUBLE literal, BIGINT vs INT, CHAR(n) padding, unicode string order, DATE/TIMESTAMP literals, partition vs value columns
CREATE TABLE T (p STRING, k INT, i INT, bi BIGINT, d DECIMAL(5, 2), db DOUBLE, c CHAR(4), s STRING, dt DATE, ts TIMESTAMP(3), PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '1');
INSERT INTO T VALUES ('a', 1, 1, 10000000000, 1.50, 1.5, CAST('ab' AS CHAR(4)), 'apple', DATE '2024-01-01', TIMESTAMP '2024-01-01 10:00:00'), ('a', 2, 2, 2, 2.00, 2.0, CAST('abcd' AS CHAR(4)), 'Zebra', DATE '2024-02-29', TIMESTAMP '2024-01-01 10:00:00.001'), ('b', 3, 3, -3, -0.50, -0.5, CAST('b' AS CHAR(4)), 'äpfel', DATE '2023-12-31', TIMESTAMP '2023-12-31 23:59:59.999'), ('b', 4, 4, 4, 99.99, 1.0E10, CAST('' AS CHAR(4)), 'éclair', DATE '2024-01-01', TIMESTAMP '2024-01-02 00:00:00');
SELECT k, 'int-dec' FROM T WHERE i > 1.5;
SELECT k, 'int-dec-eq' FROM T WHERE i = 2.0;
SELECT k, 'int-dbl' FROM T WHERE i < 2.5E0;
SELECT k, 'big' FROM T WHERE bi > 2147483647;
SELECT k, 'dec-int' FROM T WHERE d >= 2;
SELECT k, 'dec-dbl' FROM T WHERE d = 1.5E0;
SELECT k, 'dbl-dec' FROM T WHERE db > 1.49;
SELECT k, 'char-pad' FROM T WHERE c = 'ab';
SELECT k, 'char-pad2' FROM T WHERE c = 'ab  ';
SELECT k, 'char-lt' FROM T WHERE c < 'abc';
SELECT k, 'char-empty' FROM T WHERE c = '';
SELECT k, 'str-gt' FROM T WHERE s > 'a';
SELECT k, 'str-lt' FROM T WHERE s < 'b';
SELECT k, 'str-unicode' FROM T WHERE s > 'z';
SELECT k, 'date' FROM T WHERE dt > DATE '2024-01-01';
SELECT k, 'date-str' FROM T WHERE dt = '2024-01-01';
SELECT k, 'ts' FROM T WHERE ts > TIMESTAMP '2024-01-01 10:00:00';
SELECT k, 'ts-date' FROM T WHERE ts < TIMESTAMP '2024-01-01 00:00:00';
SELECT k, 'part' FROM T WHERE p = 'b' AND i < 4;
SELECT k, 'part-or' FROM T WHERE p = 'a' OR i = 4;
SELECT k, 'part-in' FROM T WHERE p IN ('b', 'c') AND NOT (k = 3);
SELECT k, 'in-dec' FROM T WHERE i IN (1, 2.5, 4);
