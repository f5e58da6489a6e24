-- a stored scan.snapshot-id: MODIFY, RENAME and ADD ... AFTER naming traveled columns change the latest schema
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t ADD c INT;
INSERT INTO t VALUES (2, 'b', 20);
ALTER TABLE t SET ('scan.snapshot-id' = '1');
ALTER TABLE t MODIFY v STRING COMMENT 'vv' FIRST;
ALTER TABLE t ADD e INT AFTER k;
ALTER TABLE t RENAME v TO v2;
DESCRIBE t;
ALTER TABLE t RESET ('scan.snapshot-id');
DESCRIBE t;
SELECT * FROM t;
