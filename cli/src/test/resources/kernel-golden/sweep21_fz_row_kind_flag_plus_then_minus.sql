-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); Paimon 1.4.2 has no 'sequence.auto-padding' (an unknown option, accepted and ignored)
-- row-kind-flag: a -U arriving after a +U of the same sequence value deletes the key
CREATE TABLE t (k INT, v STRING, c BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'sequence.field' = 'c', 'sequence.auto-padding' = 'row-kind-flag');
INSERT INTO t VALUES +U(1, 'b', 5), (2, 'b', 5);
INSERT INTO t VALUES -U(1, 'a', 5);
SELECT * FROM t;
