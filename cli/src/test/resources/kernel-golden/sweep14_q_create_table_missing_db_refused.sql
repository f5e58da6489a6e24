-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the refusal is the Flink catalog's (the interpreter creates no databases in Paimon)
-- exit: 1
CREATE TABLE nodb.t (a INT);
