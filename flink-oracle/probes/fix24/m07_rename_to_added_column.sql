-- a stored scan.snapshot-id traveling to a schema before column c was added, then RENAME v TO c
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t ADD c INT;
INSERT INTO t VALUES (2, 'b', 20);
ALTER TABLE t SET ('scan.snapshot-id' = '1');
ALTER TABLE t RENAME v TO c;
