-- exit: 1
-- stderr: does not define any primary key
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs no DROP PRIMARY KEY
-- DROP PRIMARY KEY twice: the second is refused (no primary key)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
ALTER TABLE t DROP PRIMARY KEY;
DESCRIBE t;
ALTER TABLE t DROP PRIMARY KEY;
