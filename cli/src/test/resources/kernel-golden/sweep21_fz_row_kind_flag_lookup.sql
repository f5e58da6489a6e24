-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); Paimon 1.4.2 has no 'sequence.auto-padding' (an unknown option, accepted and ignored)
-- row-kind-flag with the lookup producer: a -D and a +U of the same sequence value, their changelog
CREATE TABLE t (k INT, v STRING, c BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'sequence.field' = 'c', 'sequence.auto-padding' = 'row-kind-flag', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 'a', 5), (2, 'b', 5);
INSERT INTO t VALUES -D(1, 'a', 5), +U(2, 'c', 5);
SELECT * FROM t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
