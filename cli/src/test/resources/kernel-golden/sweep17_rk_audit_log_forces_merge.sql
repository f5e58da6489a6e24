-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run streaming system-table reads
-- $audit_log (batch and streaming) forces the merged read: a one-file bucket shows its stored +U; the table itself streams +I
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES +U(1, 'a'), +I(2, 'b');
SELECT * FROM t$audit_log;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t$audit_log;
SELECT v, k FROM t WHERE k = 1;
