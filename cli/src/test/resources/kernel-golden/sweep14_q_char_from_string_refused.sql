-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the refusal is Flink's planner's implicit-cast rule, which the Java API does not apply
-- exit: 1
-- a STRING column into a CHAR(n) column needs an explicit CAST
CREATE TABLE S (k INT, s STRING);
INSERT INTO S VALUES (1, 'a');
CREATE TABLE T (k INT, c CHAR(3), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T SELECT k, s FROM S;
