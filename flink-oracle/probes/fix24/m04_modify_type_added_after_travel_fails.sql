-- a stored scan.snapshot-id, then MODIFY c to a type its values cannot take, and ADD c again
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t ADD c STRING;
INSERT INTO t VALUES (2, 'b', 'x');
ALTER TABLE t SET ('scan.snapshot-id' = '1');
ALTER TABLE t ADD c INT;
DESCRIBE t;
ALTER TABLE t MODIFY c INT NOT NULL;
DESCRIBE t;
