-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs no DROP PRIMARY KEY
-- DROP PRIMARY KEY on an empty table with sequence.field and bucket -1: an append table, both rows kept (sequence.field unused)
CREATE TABLE t (k INT, s INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('sequence.field' = 's', 'bucket' = '-1');
ALTER TABLE t DROP PRIMARY KEY;
INSERT INTO t VALUES (1, 2, 'a'), (1, 1, 'b');
SELECT * FROM t;
