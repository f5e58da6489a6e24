-- exit: 1
-- stderr: Cannot scan from tag in streaming mode
-- a streaming read of a tag fails (Paimon 1.4.2 reads tags in batch only)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
CALL sys.create_tag('default.t', 't2', 2);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.tag-name' = 't2') */;
