-- exit: 1
-- stderr: You should define a 'bucket-key' for bucketed append mode
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs no DROP PRIMARY KEY
-- DROP PRIMARY KEY on an empty table with 'bucket' = '2' and no bucket-key: refused (an append table with fixed buckets needs a bucket-key)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2');
ALTER TABLE t DROP PRIMARY KEY;
