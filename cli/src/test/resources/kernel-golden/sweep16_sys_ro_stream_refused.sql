-- a streaming read of t$ro is refused (Paimon 1.4.2: "Unsupported streaming scan for read optimized table")
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read these system tables
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
CALL sys.compact('default.t');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t$ro;
-- exit: 1
-- stderr: t$ro is not supported
