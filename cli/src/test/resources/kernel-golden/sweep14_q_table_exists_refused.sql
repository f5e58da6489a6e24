-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the refusal is the Flink catalog's (the interpreter learns tables from Varve's CREATE)
-- exit: 1
CREATE TABLE t (a INT);
CREATE TABLE t (a INT);
