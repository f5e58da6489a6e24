-- exit: 1
-- stderr: needs a primary key
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs no DROP PRIMARY KEY
-- DROP PRIMARY KEY on an empty table with changelog-producer input: refused (Paimon: Can not set changelog-producer on table without primary keys)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input');
ALTER TABLE t DROP PRIMARY KEY;
SHOW CREATE TABLE t;
INSERT INTO t VALUES (1, 'a'), (1, 'b');
SELECT * FROM t;
