-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter has no runtime modes
-- exit: 1
-- stderr: streaming mode
-- TRUNCATE TABLE in streaming mode is refused by Flink's planner ("TRUNCATE TABLE statement is not supported in streaming mode")
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a');
SET 'execution.runtime-mode' = 'streaming';
TRUNCATE TABLE t;
