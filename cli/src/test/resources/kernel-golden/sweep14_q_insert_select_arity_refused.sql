-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the refusal is Flink's planner's
-- exit: 1
-- INSERT SELECT with more columns than the table has is refused even when the query gives no rows
CREATE TABLE S (k INT, v STRING, w STRING);
CREATE TABLE T (k INT, v STRING);
INSERT INTO T SELECT * FROM S;
