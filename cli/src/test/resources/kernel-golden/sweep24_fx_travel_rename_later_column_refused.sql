-- exit: 1
-- stderr: The column `c` does not exist in the base table.
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not travel a table's schema by its stored scan options
-- a stored scan.snapshot-id traveling to a schema before column c was added, then RENAME c, COMMENT, DROP
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t ADD (c INT, d INT);
INSERT INTO t VALUES (2, 'b', 20, 200);
ALTER TABLE t SET ('scan.snapshot-id' = '1');
ALTER TABLE t RENAME c TO c2;
