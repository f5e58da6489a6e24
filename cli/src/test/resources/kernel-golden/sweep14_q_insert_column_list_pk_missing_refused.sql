-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the refusal is Flink's validator's (a column list leaving out a NOT NULL column)
-- exit: 1
-- INSERT with a column list that leaves out a primary-key (NOT NULL) column fails
CREATE TABLE T (k INT, a STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T (a) VALUES ('x');
