-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); Paimon 1.4.2 has no 'sequence.auto-padding' (an unknown option, accepted and ignored)
-- row-kind-flag: DELETE writes a -D with the row's own sequence value, which deletes it
CREATE TABLE t (k INT, v STRING, c BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'sequence.field' = 'c', 'sequence.auto-padding' = 'row-kind-flag');
INSERT INTO t VALUES (1, 'a', 5), (2, 'b', 5);
DELETE FROM t WHERE k = 1;
SELECT * FROM t;
