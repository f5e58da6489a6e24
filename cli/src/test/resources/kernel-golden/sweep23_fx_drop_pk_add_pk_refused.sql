-- exit: 1
-- stderr: ADD
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs no DROP PRIMARY KEY
-- ADD PRIMARY KEY after DROP PRIMARY KEY on an empty table: refused (Paimon: Altering primary key is not supported)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
ALTER TABLE t DROP PRIMARY KEY;
ALTER TABLE t ADD PRIMARY KEY (k) NOT ENFORCED;
SHOW CREATE TABLE t;
