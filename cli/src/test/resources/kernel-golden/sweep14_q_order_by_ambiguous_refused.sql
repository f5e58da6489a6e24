-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the refusal is Flink's validator's
-- exit: 1
-- ORDER BY a name the select list carries twice is ambiguous
CREATE TABLE T (k INT, a INT);
INSERT INTO T VALUES (1, 2);
SELECT a, k, a, k FROM T ORDER BY k;
