-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter has no runtime modes
-- exit: 1
-- stderr: streaming mode
-- DELETE in streaming mode is refused by Flink's planner ("DELETE statement is not supported for streaming mode now")
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a');
SET 'execution.runtime-mode' = 'streaming';
DELETE FROM t WHERE k = 1;
