-- exit: 1
-- stderr: needs a primary key
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs no DROP PRIMARY KEY
-- DROP PRIMARY KEY on an empty partial-update table with a sequence group and the lookup producer: refused (the producer needs a primary key)
CREATE TABLE t (k INT, s INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'fields.s.sequence-group' = 'v', 'changelog-producer' = 'lookup');
ALTER TABLE t DROP PRIMARY KEY;
SHOW CREATE TABLE t;
INSERT INTO t VALUES (1, 1, 'a'), (1, 2, 'b');
SELECT * FROM t;
