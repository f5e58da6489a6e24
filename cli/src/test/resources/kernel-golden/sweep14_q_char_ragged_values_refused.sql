-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the refusal is Flink's planner's typing of VALUES (ragged CHAR literals are VARCHAR), which the Java API does not apply
-- exit: 1
-- VALUES ('a'), ('bb') types the column VARCHAR(2), which Flink does not cast implicitly to CHAR(3)
CREATE TABLE T (k INT, c CHAR(3), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T VALUES (1, 'a'), (2, 'bb');
