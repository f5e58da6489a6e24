-- exit: 1
-- stderr: Cannot drop primary keys on a non-empty table
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs no DROP PRIMARY KEY
-- DROP PRIMARY KEY after TRUNCATE: refused (the table has snapshots)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a');
TRUNCATE TABLE t;
ALTER TABLE t DROP PRIMARY KEY;
