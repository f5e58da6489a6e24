-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the refusal is Flink's planner's (the interpreter's VALUES reader does not check the arity)
-- exit: 1
-- VALUES with fewer values than the table has columns
CREATE TABLE T (k INT, v STRING);
INSERT INTO T VALUES (1);
