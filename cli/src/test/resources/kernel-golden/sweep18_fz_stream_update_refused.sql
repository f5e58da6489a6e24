-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter has no runtime modes
-- exit: 1
-- stderr: streaming mode
-- fuzz18 (gen_quickstart seed 20): UPDATE in streaming mode is refused by Flink's planner ("UPDATE statement is not supported for streaming mode now"); the rows stay
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t;
UPDATE t SET v = 'b' WHERE k = 1;
