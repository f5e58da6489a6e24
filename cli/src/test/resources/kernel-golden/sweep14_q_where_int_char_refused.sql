-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the refusal is Flink's validator's
-- exit: 1
-- an INT column compared with a CHAR literal is refused (no implicit conversion between numbers and CHAR)
CREATE TABLE T (k INT, s STRING, b BOOLEAN, d DATE);
INSERT INTO T VALUES (1, '10', true, DATE '2024-01-01'), (2, '9', false, DATE '2024-01-02');
SELECT k, 'int-str' FROM T WHERE k = '1';
