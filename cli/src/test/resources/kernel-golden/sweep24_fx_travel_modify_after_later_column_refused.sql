-- exit: 1
-- stderr: Referenced column `c` by 'AFTER' does not exist in the table.
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not travel a table's schema by its stored scan options
-- a stored scan.snapshot-id, then MODIFY c FIRST / MODIFY v AFTER c (c added after the traveled snapshot)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t ADD c INT;
INSERT INTO t VALUES (2, 'b', 20);
ALTER TABLE t SET ('scan.snapshot-id' = '1');
ALTER TABLE t MODIFY v STRING AFTER c;
