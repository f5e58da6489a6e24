-- a streaming read's hint setting 'changelog-producer' to 'none' on a partial-update table with the input producer is
-- refused as Paimon 1.4.2's source refuses it (it checks the table's options with the read's hints; fuzz tt_1686)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run streaming reads with hints
CREATE TABLE T (k BIGINT, n INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'changelog-producer' = 'input', 'bucket' = '1');
INSERT INTO T VALUES (3, 9, 'd');
INSERT INTO T VALUES (2, 1, 'd'), (3, CAST(NULL AS INT), 'e');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('changelog-producer' = 'none') */;
-- exit: 1
-- stderr: a 'partial-update' table without a changelog producer has no changelog to stream
