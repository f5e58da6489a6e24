-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the refusal is Flink's DDL validation
-- exit: 1
CREATE TABLE T (a INT, b STRING) PARTITIONED BY (c);
